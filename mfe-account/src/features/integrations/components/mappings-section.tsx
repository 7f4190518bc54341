import { Banner } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fetchChoices } from '../api/choices.ts';
import { fetchMappings, mapPlace, mapVehicle, removeMapping } from '../api/mappings.ts';

const failed = (error: unknown) =>
  toast('error', 'Not saved', error instanceof ApiClientError ? error.message : 'Please try again.');

/** Which driver each provider vehicle is, and which facility (and paying customer) each provider place is. */
export function MappingsSection({ integrationId }: { integrationId: string }) {
  const queryClient = useQueryClient();
  const key = ['account', 'integration-mappings', integrationId];
  const mappings = useQuery({ queryKey: key, queryFn: () => fetchMappings(integrationId) });
  const choices = useQuery({ queryKey: ['account', 'integration-choices'], queryFn: fetchChoices });
  const [vehicle, setVehicle] = useState({ vendorVehicleId: '', driverId: '' });
  const [place, setPlace] = useState({ vendorPlaceId: '', facilityId: '', customerId: '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = (send: () => Promise<unknown>, reset: () => void) => async (e: FormEvent) => {
    e.preventDefault();
    try {
      await send();
      reset();
      await refresh();
    } catch (error) {
      failed(error);
    }
  };
  const remove = async (kind: 'vehicles' | 'places', id: string) => {
    try {
      await removeMapping(kind, id);
      await refresh();
    } catch (error) {
      failed(error);
    }
  };
  if (mappings.error) return <Banner tone="error">{mappings.error.message}</Banner>;
  const drivers = choices.data?.team.members ?? [];
  return (
    <div className="stack">
      <h3 className="h-small">Vehicles → drivers</h3>
      <ul className="small">
        {mappings.data?.vehicles.map((m) => (
          <li key={m.id}>
            <code>{m.vendorVehicleId}</code> → {m.driverName ?? 'Unnamed driver'}{' '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove('vehicles', m.id)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form
        className="row"
        onSubmit={save(
          () => mapVehicle(integrationId, vehicle),
          () => setVehicle({ vendorVehicleId: '', driverId: '' }),
        )}
      >
        <input
          className="input"
          aria-label="Provider vehicle id"
          placeholder="Provider vehicle id"
          value={vehicle.vendorVehicleId}
          onChange={(e) => setVehicle({ ...vehicle, vendorVehicleId: e.target.value })}
        />
        <select
          className="select"
          aria-label="Driver"
          value={vehicle.driverId}
          onChange={(e) => setVehicle({ ...vehicle, driverId: e.target.value })}
        >
          <option value="">Choose a driver</option>
          {drivers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.fullName ?? d.email}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-sm">
          Map vehicle
        </button>
      </form>
      <h3 className="h-small">Places → facilities</h3>
      <ul className="small">
        {mappings.data?.places.map((m) => (
          <li key={m.id}>
            <code>{m.vendorPlaceId}</code> → {m.facilityName} ({m.customerName}){' '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove('places', m.id)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form
        className="row"
        onSubmit={save(
          () => mapPlace(integrationId, place),
          () => setPlace({ vendorPlaceId: '', facilityId: '', customerId: '' }),
        )}
      >
        <input
          className="input"
          aria-label="Provider place id"
          placeholder="Provider address or geofence id"
          value={place.vendorPlaceId}
          onChange={(e) => setPlace({ ...place, vendorPlaceId: e.target.value })}
        />
        <select
          className="select"
          aria-label="Facility"
          value={place.facilityId}
          onChange={(e) => setPlace({ ...place, facilityId: e.target.value })}
        >
          <option value="">Choose a facility</option>
          {choices.data?.facilities.facilities.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
        <select
          className="select"
          aria-label="Customer"
          value={place.customerId}
          onChange={(e) => setPlace({ ...place, customerId: e.target.value })}
        >
          <option value="">Choose the paying customer</option>
          {choices.data?.customers.customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-sm">
          Map place
        </button>
      </form>
    </div>
  );
}
