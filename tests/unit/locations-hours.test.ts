// Opening hours (spec §3, §5 'Closed' when missing, §9 weekdays), holiday hours in both §3 shapes,
// and open now at the location's own clock.
import { describe, expect, it } from 'vitest';
import {
  formatTime,
  holidayDateText,
  holidayHoursText,
  hoursTable,
  locationTimeZone,
  normaliseSpecialHour,
  openState,
  openStateText,
  todaysHours,
  upcomingHolidayHours,
  zonedClock,
} from '../../src/domain/opening-hours.ts';
import type { OpeningHour } from '../../src/domain/stock.ts';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', formated_hours: '', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed', formated_hours: 'Closed', open: null, close: null });
/** Mon-Fri 8:30-17:30, Sat 8:30-16:00, Sunday closed; Thursday missing from the data. */
const WEEK: OpeningHour[] = [closed(0), open(1, '08:30', '17:30'), open(2, '08:30', '17:30'), open(3, '08:30', '17:30'), open(5, '08:30', '17:30'), open(6, '08:30', '16:00')];

describe('hoursTable', () => {
  it('lists Monday to Sunday, Closed when closed or missing, today marked', () => {
    const rows = hoursTable(WEEK, 4);
    expect(rows.map((r) => r.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows.map((r) => r.hours)).toEqual(['8:30 AM - 5:30 PM', '8:30 AM - 5:30 PM', '8:30 AM - 5:30 PM', 'Closed', '8:30 AM - 5:30 PM', '8:30 AM - 4:00 PM', 'Closed']);
    expect(rows.filter((r) => r.today).map((r) => r.day)).toEqual(['Thursday']);
  });
  it('treats malformed or empty hours as closed', () => {
    const odd = [open(1, '17:00', '09:00'), { ...open(2, '08:00', '17:00'), open: null }, open(3, '8am', '5pm')];
    expect(hoursTable(odd, null).slice(0, 3).map((r) => r.hours)).toEqual(['Closed', 'Closed', 'Closed']);
  });
  it('formats times in 12-hour clock', () => {
    expect([formatTime('00:05'), formatTime('12:00'), formatTime('17:30'), formatTime('09:00')]).toEqual(['12:05 AM', '12:00 PM', '5:30 PM', '9:00 AM']);
  });
});

describe('holiday hours', () => {
  it('reads both §3 shapes', () => {
    expect(normaliseSpecialHour({ date: '2026-12-24', status: 'Open', location_id: 7, start_hour: '08:30', end_hour: '14:00' })).toEqual({ date: '2026-12-24', locationId: 7, range: ['08:30', '14:00'] });
    expect(normaliseSpecialHour({ date: '2026-12-24', status: 'Open', location: { id: 7 }, hours: { begin: '08:30', end: '14:00' } })).toEqual({ date: '2026-12-24', locationId: 7, range: ['08:30', '14:00'] });
    expect(normaliseSpecialHour({ date: '2026-12-25', status: 'Closed', location: { id: 7 }, hours: { begin: null, end: null } })).toEqual({ date: '2026-12-25', locationId: 7, range: null });
    expect(normaliseSpecialHour({ date: '25/12/2026', status: 'Closed' })).toBeNull();
  });
  it('lists the location’s own entries from today, by date, as the dialog shows them', () => {
    const list = [
      { date: '2026-12-26', status: 'Closed', location_id: 7, start_hour: null, end_hour: null },
      { date: '2026-12-24', status: 'Open', location: { id: 7 }, hours: { begin: '08:30', end: '14:00' } },
      { date: '2026-11-01', status: 'Closed', location_id: 7, start_hour: null, end_hour: null },
      { date: '2026-12-25', status: 'Closed', location_id: 8, start_hour: null, end_hour: null },
    ];
    const upcoming = upcomingHolidayHours(list, 7, '2026-11-28');
    expect(upcoming.map((h) => [h.date, holidayHoursText(h)])).toEqual([
      ['2026-12-24', '8:30 AM - 2:00 PM'],
      ['2026-12-26', 'Closed'],
    ]);
    expect(holidayDateText('2026-12-25')).toBe('Friday 25 December 2026');
  });
});

describe('the location’s own clock', () => {
  it('takes the time zone from the location, else its state', () => {
    expect(locationTimeZone({ time_zone: 'Australia/Broken_Hill', address: { state: 'NSW' } })).toBe('Australia/Broken_Hill');
    expect(locationTimeZone({ address: { state: 'NT' } })).toBe('Australia/Darwin');
    expect(locationTimeZone({ address: { state: 'qld' } })).toBe('Australia/Brisbane');
  });
  it('reads the wall clock where the location is, daylight saving included', () => {
    // 2026-01-15T22:00Z: Friday 09:00 in Sydney (AEDT, +11), Friday 08:00 in Brisbane, Friday 07:30 in Darwin.
    const at = Date.parse('2026-01-15T22:00:00Z');
    expect(zonedClock(at, 'Australia/Sydney')).toEqual({ date: '2026-01-16', weekday: 5, minutes: 9 * 60 });
    expect(zonedClock(at, 'Australia/Brisbane')).toEqual({ date: '2026-01-16', weekday: 5, minutes: 8 * 60 });
    expect(zonedClock(at, 'Australia/Darwin')).toEqual({ date: '2026-01-16', weekday: 5, minutes: 7 * 60 + 30 });
    // In July Sydney is on standard time (+10), as Brisbane always is.
    const winter = Date.parse('2026-07-16T22:00:00Z');
    expect(zonedClock(winter, 'Australia/Sydney').minutes).toBe(8 * 60);
    expect(zonedClock(winter, 'Australia/Perth')).toEqual({ date: '2026-07-17', weekday: 5, minutes: 6 * 60 });
  });
});

describe('openState', () => {
  const at = (iso: string, zone: string) => zonedClock(Date.parse(iso), zone);
  it('is open inside the day’s hours and says when it closes', () => {
    // Friday 09:00 in Sydney.
    const state = openState(WEEK, [], at('2026-01-15T22:00:00Z', 'Australia/Sydney'));
    expect(state).toEqual({ open: true, closesAt: '5:30 PM' });
    expect(openStateText(state)).toBe('Open now · Closes at 5:30 PM');
  });
  it('at the same instant a Darwin yard has not opened yet', () => {
    expect(openState(WEEK, [], at('2026-01-15T22:00:00Z', 'Australia/Darwin'))).toEqual({ open: false, opensAt: { day: 'today', time: '8:30 AM' } });
  });
  it('closes at the closing minute and names the next opening', () => {
    // Friday 17:30 in Brisbane: Saturday opens 8:30.
    expect(openState(WEEK, [], at('2026-01-16T07:30:00Z', 'Australia/Brisbane'))).toEqual({ open: false, opensAt: { day: 'tomorrow', time: '8:30 AM' } });
    // Saturday 17:00 in Brisbane: Sunday closed, Monday 8:30.
    const sat = openState(WEEK, [], at('2026-01-17T07:00:00Z', 'Australia/Brisbane'));
    expect(sat).toEqual({ open: false, opensAt: { day: 'Monday', time: '8:30 AM' } });
    expect(openStateText(sat)).toBe('Closed now · Opens Monday at 8:30 AM');
  });
  it('lets holiday hours override the week', () => {
    const clock = at('2026-12-24T02:00:00Z', 'Australia/Brisbane'); // Thursday 12:00; Thursday's data is missing
    expect(openState(WEEK, [], clock).open).toBe(false);
    const christmasEve = [{ date: '2026-12-24', locationId: 1, range: ['08:30', '14:00'] as const }];
    expect(openState(WEEK, christmasEve, clock)).toEqual({ open: true, closesAt: '2:00 PM' });
    expect(todaysHours(WEEK, christmasEve, clock)).toBe('8:30 AM - 2:00 PM');
    const friday = at('2026-12-25T00:00:00Z', 'Australia/Brisbane'); // Christmas Day 10:00, a Friday
    expect(openState(WEEK, [{ date: '2026-12-25', locationId: 1, range: null }], friday)).toEqual({ open: false, opensAt: { day: 'tomorrow', time: '8:30 AM' } });
    expect(todaysHours(WEEK, [{ date: '2026-12-25', locationId: 1, range: null }], friday)).toBe('Closed');
  });
  it('is closed with no opening in sight when the week has no hours', () => {
    expect(openState([], [], at('2026-01-15T22:00:00Z', 'Australia/Sydney'))).toEqual({ open: false, opensAt: null });
    expect(openStateText({ open: false, opensAt: null })).toBe('Closed now');
  });
});
