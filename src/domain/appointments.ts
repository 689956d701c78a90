// Test-drive booking slots (spec §2 test-drive step 2). No booking system is connected, so slots are
// the showroom's hours: Monday to Friday 9:00–17:00 and Saturday 9:00–12:00, on the hour, from the
// next day for two weeks. The same day always gives the same slots.
export interface AppointmentDay {
  date: string;
  times: string[];
}

const HOURS: Record<number, [number, number]> = { 1: [9, 17], 2: [9, 17], 3: [9, 17], 4: [9, 17], 5: [9, 17], 6: [9, 12] };
export const APPOINTMENT_DAYS = 14;

/** `today` is yyyy-mm-dd in the dealer's time zone. */
export function appointmentSlots(today: string, days = APPOINTMENT_DAYS): AppointmentDay[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(start)) throw new Error(`expected a yyyy-mm-dd date, got "${today}"`);
  const out: AppointmentDay[] = [];
  for (let i = 1; i <= days; i++) {
    const day = new Date(start + i * 86_400_000);
    const hours = HOURS[day.getUTCDay()];
    if (!hours) continue;
    const times: string[] = [];
    for (let h = hours[0]; h < hours[1]; h++) times.push(`${String(h).padStart(2, '0')}:00`);
    out.push({ date: day.toISOString().slice(0, 10), times });
  }
  return out;
}

export function isBookableSlot(today: string, slot: { date: string; time: string }): boolean {
  return appointmentSlots(today).some((d) => d.date === slot.date && d.times.includes(slot.time));
}

const BOOKED_DAY = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A booked slot as the shopper reads it back: 'Monday 30 November 2026 at 10:00 am'. */
export function appointmentText({ date, time }: { date: string; time: string }): string {
  const day = Date.parse(`${date}T00:00:00Z`);
  const [hours, minutes] = time.split(':').map(Number);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  return `${Number.isNaN(day) ? date : BOOKED_DAY.format(day)} at ${clock}`;
}
