// The dealer API's calls the lead forms make besides sending the lead (src/api/outbox.ts): the
// trade-in valuation record, the test-drive slots and the dealerships a lead form offers.
import type { AppointmentDay } from '../domain/appointments.ts';
import type { Dealership } from '../domain/stock.ts';
import { getJson, postJsonFor } from './http.ts';

/** Records a trade-in valuation (`column_name: 'valuation'`, tenants with features.miscellaneousValuation); resolves to the server's status. */
export async function recordValuation(body: { column_name: 'valuation'; valuation: object; car_id: number | null }): Promise<number> {
  return (await postJsonFor('/api/miscellaneous', body)).status;
}

/** The test-drive slots on offer. A missing list is no error: the dealer calls to arrange a time. */
export const getAppointments = () => getJson<{ days: AppointmentDay[] }>('/api/appointments', { retries: 1 });

/** The dealer's dealerships, for the lead forms' preferred-dealership select. */
export const getDealerships = () => getJson<Pick<Dealership, 'slug' | 'name'>[]>('/api/dealerships', { retries: 1 });
