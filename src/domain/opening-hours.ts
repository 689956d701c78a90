// Opening hours (spec §3 opening hour and special-hour entries, §5 'Closed' when missing, §9 weekdays
// 1 to 5 are Mon-Fri): the weekly table, holiday hours in either of the §3 shapes, and whether a
// location is open now, worked out in the location's own time zone (a Darwin yard is 30 minutes
// behind Brisbane and 90 behind Sydney in summer, whatever the shopper's clock says).
import type { OpeningHour } from './stock.ts';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as Australian hours are listed; weekdays 1 to 5 are Mon-Fri (spec §9). */
export const TABLE_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const CLOSED = 'Closed';

/** '17:30' -> '5:30 PM'. */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day's hours as [open, close] ('HH:MM'), or null when closed or not given. */
export type DayRange = readonly [open: string, close: string] | null;

export function weeklyRange(hours: readonly OpeningHour[], weekday: number): DayRange {
  const entry = hours.find((h) => h.weekday === weekday);
  if (!entry || entry.status !== 'Open' || !entry.open || !entry.close || !TIME.test(entry.open) || !TIME.test(entry.close)) return null;
  return minutesOf(entry.close) > minutesOf(entry.open) ? [entry.open, entry.close] : null;
}

const rangeText = (range: DayRange) => (range ? `${formatTime(range[0])} - ${formatTime(range[1])}` : CLOSED);

export interface HoursRow {
  weekday: number;
  day: (typeof WEEKDAY_NAMES)[number];
  /** '8:30 AM - 5:30 PM', or 'Closed' when closed or missing. */
  hours: string;
  today: boolean;
}

/** The week, Monday first, with today (the location's weekday) marked. */
export function hoursTable(hours: readonly OpeningHour[], todayWeekday: number | null): HoursRow[] {
  return TABLE_ORDER.map((weekday) => ({ weekday, day: WEEKDAY_NAMES[weekday], hours: rangeText(weeklyRange(hours, weekday)), today: weekday === todayWeekday }));
}

// --- holiday hours ------------------------------------------------------------------------------

/** A special-hours entry in either §3 shape: location_id/start_hour/end_hour or location.id/hours.begin/end. */
export interface SpecialHourInput {
  date: string;
  status: string;
  location_id?: number | null;
  location?: { id: number } | null;
  start_hour?: string | null;
  end_hour?: string | null;
  hours?: { begin?: string | null; end?: string | null } | null;
}

export interface HolidayHour {
  /** YYYY-MM-DD. */
  date: string;
  locationId: number | null;
  range: DayRange;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function normaliseSpecialHour(raw: SpecialHourInput): HolidayHour | null {
  if (!DATE.test(raw.date)) return null;
  const locationId = raw.location_id ?? raw.location?.id ?? null;
  const start = raw.start_hour ?? raw.hours?.begin ?? null;
  const end = raw.end_hour ?? raw.hours?.end ?? null;
  const open = raw.status === 'Open' && start && end && TIME.test(start) && TIME.test(end) && minutesOf(end) > minutesOf(start);
  return { date: raw.date, locationId, range: open ? [start, end] : null };
}

/** The location's special hours from `today` on (YYYY-MM-DD), by date: what 'View Holiday Hours' lists. */
export function upcomingHolidayHours(list: readonly SpecialHourInput[], locationId: number, today: string): HolidayHour[] {
  return list
    .map(normaliseSpecialHour)
    .filter((h): h is HolidayHour => h !== null && (h.locationId === null || h.locationId === locationId) && h.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

export const holidayHoursText = (h: HolidayHour) => rangeText(h.range);

let longDate: Intl.DateTimeFormat | undefined;
/** '2026-12-25' -> 'Friday 25 December 2026'. */
export function holidayDateText(date: string): string {
  // Built on first use: the car page imports this module for its map and never shows a holiday.
  longDate ??= new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

// --- the location's own clock -------------------------------------------------------------------

const STATE_TIME_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

/** A state's or territory's IANA time zone ('NT' -> 'Australia/Darwin'); Sydney's for an unknown one. */
export const stateTimeZone = (state: string) => STATE_TIME_ZONES[state.toUpperCase()] ?? 'Australia/Sydney';

/** The location's IANA time zone: its own `time_zone`, else its state's (Broken Hill keeps Adelaide time by setting it). */
export function locationTimeZone(location: { time_zone?: string | null; address: { state: string } }): string {
  return location.time_zone || stateTimeZone(location.address.state);
}

export interface ZonedClock {
  /** YYYY-MM-DD where the location is. */
  date: string;
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock at `at` (Unix ms) in `timeZone`. */
export function zonedClock(at: number, timeZone: string): ZonedClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: SHORT_DAYS.indexOf(parts.weekday), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const DAY_MS = 86_400_000;
/** yyyy-mm-dd `days` later. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A date's hours: its holiday hours if it has any, else the weekly hours. */
function rangeOn(date: string, weekday: number, hours: readonly OpeningHour[], holidays: readonly HolidayHour[]): DayRange {
  const holiday = holidays.find((h) => h.date === date);
  return holiday ? holiday.range : weeklyRange(hours, weekday);
}

/** Today's hours where the location is ('8:30 AM - 5:30 PM' or 'Closed'), holiday hours first. */
export function todaysHours(hours: readonly OpeningHour[], holidays: readonly HolidayHour[], clock: ZonedClock): string {
  return rangeText(rangeOn(clock.date, clock.weekday, hours, holidays));
}

export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { day: string; time: string } | null };

/** Open now and when it closes, or when it next opens (within a week): at the location's own clock. */
/** How far ahead 'Closed now · Opens … at …' looks for the next opening. */
export const OPEN_LOOKAHEAD_DAYS = 7;

export function openState(hours: readonly OpeningHour[], holidays: readonly HolidayHour[], clock: ZonedClock): OpenState {
  const today = rangeOn(clock.date, clock.weekday, hours, holidays);
  if (today && clock.minutes >= minutesOf(today[0]) && clock.minutes < minutesOf(today[1])) return { open: true, closesAt: formatTime(today[1]) };
  if (today && clock.minutes < minutesOf(today[0])) return { open: false, opensAt: { day: 'today', time: formatTime(today[0]) } };
  for (let ahead = 1; ahead <= OPEN_LOOKAHEAD_DAYS; ahead++) {
    const weekday = (clock.weekday + ahead) % 7;
    const range = rangeOn(addDays(clock.date, ahead), weekday, hours, holidays);
    if (range) return { open: false, opensAt: { day: ahead === 1 ? 'tomorrow' : WEEKDAY_NAMES[weekday], time: formatTime(range[0]) } };
  }
  return { open: false, opensAt: null };
}

/** 'Open now · Closes at 5:30 PM' / 'Closed now · Opens tomorrow at 8:30 AM'. */
export function openStateText(state: OpenState): string {
  if (state.open) return `Open now · Closes at ${state.closesAt}`;
  return state.opensAt ? `Closed now · Opens ${state.opensAt.day} at ${state.opensAt.time}` : 'Closed now';
}
