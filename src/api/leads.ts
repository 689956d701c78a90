// The dealer API's lead calls: a lead from the outbox (sent by src/domain/lead-outbox.ts's sender,
// which the service worker's replay runs too), the trade-in valuation record, the test-drive slots
// and the dealerships a lead form offers.
import { API_PATHS } from '../domain/api-paths.ts';
import type { AppointmentDay } from '../domain/appointments.ts';
import { replayDue, sendLead, type LeadSend, type OutboxAccess, type OutboxLead } from '../domain/lead-outbox.ts';
import type { Dealership } from '../domain/stock.ts';
import { getJson, postJsonFor } from './http.ts';

const fetchLead = (url: string, init: RequestInit) => fetch(url, init);

/** Sends a lead kept in the outbox (its id is the Idempotency-Key). */
export const sendOutboxLead = (lead: Pick<OutboxLead, 'id' | 'url' | 'body'>): Promise<LeadSend> => sendLead(lead, fetchLead);

/** Sends every due lead of the outbox once; resolves to how many still wait. */
export const replayOutboxLeads = (outbox: OutboxAccess): Promise<number> => replayDue(outbox, fetchLead);

/** Where a new lead is sent. */
export const LEADS_URL = API_PATHS.leads;

/** Records a trade-in valuation (`column_name: 'valuation'`, tenants with features.miscellaneousValuation); resolves to the server's status. */
export async function recordValuation(body: { column_name: 'valuation'; valuation: object; car_id: number | null }): Promise<number> {
  return (await postJsonFor(API_PATHS.miscellaneous, body)).status;
}

/** The test-drive slots on offer. A missing list is no error: the dealer calls to arrange a time. */
export const getAppointments = () => getJson<{ days: AppointmentDay[] }>(API_PATHS.appointments, { retries: 1 });

/** The dealer's dealerships, for the lead forms' preferred-dealership select. */
export const getDealerships = () => getJson<Pick<Dealership, 'slug' | 'name'>[]>(API_PATHS.dealerships, { retries: 1 });
