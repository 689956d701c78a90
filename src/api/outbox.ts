// Sending the leads of the browser's outbox: src/domain/lead-outbox.ts's sender (which the service
// worker's Background Sync replay runs too, with its own fetch) with the page's fetch. The outbox
// loads once the page is idle, on every page: it needs nothing else of src/api.
import { replayDue, sendLead, type LeadSend, type OutboxAccess, type OutboxLead } from '../domain/lead-outbox.ts';

/** Where a new lead is sent (kept with it in the outbox, so a replay sends it there too). */
export const LEADS_URL = '/api/leads';

const fetchLead = (url: string, init: RequestInit) => fetch(url, init);

/** Sends a lead kept in the outbox (its id is the Idempotency-Key). */
export const sendOutboxLead = (lead: Pick<OutboxLead, 'id' | 'url' | 'body'>): Promise<LeadSend> => sendLead(lead, fetchLead);

/** Sends every due lead of the outbox once; resolves to how many still wait. */
export const replayOutboxLeads = (outbox: OutboxAccess): Promise<number> => replayDue(outbox, fetchLead);
