import { useQuery } from '@tanstack/react-query';
import { api, keys, read } from './api.ts';

const LONG = 5 * 60_000;

/** The company's facilities (filters, form suggestions, policy overrides). */
export function useFacilities() {
  return useQuery({ queryKey: keys.facilities, queryFn: () => read(api.api.facilities.$get()), staleTime: LONG });
}

/** The company's customers: shippers, receivers and brokers that pay. */
export function useCustomers() {
  return useQuery({ queryKey: keys.customers, queryFn: () => read(api.api.customers.$get()), staleTime: LONG });
}

/** The company's drivers (a driver only sees themself). */
export function useDrivers() {
  return useQuery({ queryKey: keys.drivers, queryFn: () => read(api.api.events.drivers.$get()), staleTime: LONG });
}
