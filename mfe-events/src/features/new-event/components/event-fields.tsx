import { EVENT_REASONS, EVENT_TEXT_MAX, REASON_LABELS } from '@dwell/core/schemas/event-constants';
import type { SessionInfo } from '@dwell/core/session';
import { Field } from '@dwell/ui/components/field.tsx';
import { useCustomers } from '../../../shared/api/get-customers.ts';
import { useDrivers } from '../../../shared/api/get-drivers.ts';
import { useFacilities } from '../../../shared/api/get-facilities.ts';
import type { EventForm, FormErrors } from '../validate.ts';

interface EventFieldsProps {
  form: EventForm;
  errors: FormErrors;
  session: SessionInfo;
  onChange: (key: keyof EventForm, value: string) => void;
}

/** The fields of docs/product.md#new-event, with the company's facilities and customers offered as suggestions. */
export function EventFields({ form, errors, session, onChange }: EventFieldsProps) {
  const facilities = useFacilities();
  const customers = useCustomers();
  const drivers = useDrivers();
  const control = (key: keyof EventForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
  });
  return (
    <>
      <div className="form-grid">
        <Field label="Location name" error={errors.facilityName ?? null} hint="The facility where the driver waits">
          {(ids) => (
            <input
              {...ids}
              {...control('facilityName')}
              className="input"
              list="facility-options"
              required
              maxLength={EVENT_TEXT_MAX.facilityName}
            />
          )}
        </Field>
        <Field label="Shipper/Receiver name" error={errors.facilityAddress ?? null} hint="Who the stop is for">
          {(ids) => (
            <input
              {...ids}
              {...control('facilityAddress')}
              className="input"
              list="customer-options"
              required
              maxLength={EVENT_TEXT_MAX.facilityAddress}
            />
          )}
        </Field>
        <Field label="Start time" error={errors.start ?? null}>
          {(ids) => <input {...ids} {...control('start')} className="input" type="datetime-local" required />}
        </Field>
        <Field
          label="End time (optional)"
          error={errors.end ?? null}
          hint="Leave empty while the driver is still waiting"
        >
          {(ids) => <input {...ids} {...control('end')} className="input" type="datetime-local" min={form.start} />}
        </Field>
        <Field label="Appointment time (optional)">
          {(ids) => <input {...ids} {...control('appointment')} className="input" type="datetime-local" />}
        </Field>
        <Field label="Reason">
          {(ids) => (
            <select {...ids} {...control('reason')} className="select">
              <option value="">None</option>
              {EVENT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REASON_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Load number">
          {(ids) => (
            <input {...ids} {...control('loadNumber')} className="input" maxLength={EVENT_TEXT_MAX.loadNumber} />
          )}
        </Field>
        {session.user.role !== 'driver' ? (
          <Field label="Driver">
            {(ids) => (
              <select {...ids} {...control('driverId')} className="select">
                <option value="">Me ({session.user.fullName})</option>
                {drivers.data?.drivers.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
      <Field label="Notes">
        {(ids) => (
          <textarea {...ids} {...control('notes')} className="textarea" rows={3} maxLength={EVENT_TEXT_MAX.notes} />
        )}
      </Field>
      <datalist id="facility-options">
        {facilities.data?.facilities.map((f) => (
          <option key={f.id} value={f.name} />
        ))}
      </datalist>
      <datalist id="customer-options">
        {customers.data?.customers.map((c) => (
          <option key={c.id} value={c.name} />
        ))}
      </datalist>
    </>
  );
}
