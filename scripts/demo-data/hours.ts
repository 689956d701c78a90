// Opening hours by kind of location, and the public-holiday hours around `now`.
import type { OpeningHour, SpecialHour } from '../../src/domain/stock.ts';
import type { HoursPattern } from './tenants-data.ts';

type Day = readonly [open: string, close: string] | null;

/** Sunday first, as OpeningHour.weekday counts. */
const WEEKS: Record<HoursPattern, readonly Day[]> = {
  sales: [null, ['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '18:00'], ['08:30', '17:30'], ['08:30', '16:00']],
  'sales-sunday': [['10:00', '16:00'], ['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '19:00'], ['08:30', '17:30'], ['08:00', '17:00']],
  service: [null, ['07:30', '17:30'], ['07:30', '17:30'], ['07:30', '17:30'], ['07:30', '17:30'], ['07:30', '17:00'], ['08:00', '12:00']],
  parts: [null, ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], null],
};

function twelveHour(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function openingHours(pattern: HoursPattern): OpeningHour[] {
  return WEEKS[pattern].map((day, weekday) =>
    day
      ? { weekday, status: 'Open', formated_hours: `${twelveHour(day[0])} - ${twelveHour(day[1])}`, open: day[0], close: day[1] }
      : { weekday, status: 'Closed', formated_hours: 'Closed', open: null, close: null },
  );
}

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

interface Holiday {
  date: Date;
  /** Short trading hours, or null when closed all day. */
  hours: readonly [string, string] | null;
}

function holidaysOf(year: number): Holiday[] {
  const utc = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
  const easter = easterSunday(year).getTime();
  const fromEaster = (days: number) => new Date(easter + days * DAY_MS);
  return [
    { date: utc(1, 1), hours: null },
    { date: utc(1, 26), hours: null },
    { date: fromEaster(-2), hours: null },
    { date: fromEaster(-1), hours: ['09:00', '13:00'] },
    { date: fromEaster(0), hours: null },
    { date: fromEaster(1), hours: null },
    { date: utc(4, 25), hours: ['13:00', '17:00'] },
    { date: utc(12, 24), hours: ['08:30', '14:00'] },
    { date: utc(12, 25), hours: null },
    { date: utc(12, 26), hours: null },
    { date: utc(12, 31), hours: ['08:30', '15:00'] },
  ];
}

/**
 * Holiday hours from a week before `now` to a year after, so the dialog always has something coming
 * up; in the first §3 shape (location_id, start_hour, end_hour) or the second (location.id, hours).
 */
export function specialHours(locationId: number, now: Date, shape: 'flat' | 'nested' = 'flat'): SpecialHour[] {
  const from = now.getTime() - 7 * DAY_MS;
  const to = now.getTime() + 365 * DAY_MS;
  const year = now.getUTCFullYear();
  return [...holidaysOf(year - 1), ...holidaysOf(year), ...holidaysOf(year + 1)]
    .filter((h) => h.date.getTime() >= from && h.date.getTime() <= to)
    .sort((a, b) => a.date.getTime() - b.date.getTime())
    .map((h): SpecialHour => {
      const status = h.hours ? 'Open' : 'Closed';
      return shape === 'flat'
        ? { date: isoDate(h.date), status, location_id: locationId, start_hour: h.hours?.[0] ?? null, end_hour: h.hours?.[1] ?? null }
        : { date: isoDate(h.date), status, location: { id: locationId }, hours: { begin: h.hours?.[0] ?? null, end: h.hours?.[1] ?? null } };
    });
}
