// What the /success page says: what was sent and to whom (spec §4: the category is stored for the
// success page and the car as the enquiry car). Kept for the tab in sessionStorage.
import type { LeadCar } from '../../domain/lead-payload.ts';

export interface SentLead {
  form: string;
  category: string;
  /** Who receives it: the dealership (or site) name. */
  recipient: string;
  email: string;
  phone: string;
  message: string;
  car: Pick<LeadCar, 'id' | 'name' | 'slug' | 'stocknum'> | null;
  /** true while it waits in the outbox for a connection. */
  queued: boolean;
  leadId: number | null;
  appointment: { date: string; time: string } | null;
}

const KEY = 'forecourt-sent-lead';
const CAR_KEY = 'forecourt-enquiry-car';

export function saveSentLead(lead: SentLead): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(lead));
    if (lead.car) sessionStorage.setItem(CAR_KEY, JSON.stringify(lead.car));
  } catch {
    // No storage: the success page falls back to a general thank-you.
  }
}

export function readSentLead(): SentLead | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SentLead | null;
  } catch {
    return null;
  }
}
