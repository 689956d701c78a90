// Spec §9 sales counter (the group site's home): it rises by 192 for each day of the month plus 1 for
// every 450 seconds elapsed of the day, on Brisbane's clock, and the page refreshes it every 150 s.
// 192 a day is one every 450 s (86,400 / 450), so the count never jumps at midnight: the last second
// of day d shows 192·d + 191, the first of day d + 1 shows 192·(d + 1). Brisbane keeps UTC+10 all year
// (Queensland has no daylight saving), so the clock is a fixed offset, not a time-zone lookup.

export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
/** Brisbane's offset from UTC, the whole year round. */
export const BRISBANE_OFFSET_MS = 10 * 3_600_000;

/** The counter's figure at `now` (Unix milliseconds). */
export function salesCount(now: number): number {
  const brisbane = new Date(now + BRISBANE_OFFSET_MS);
  const dayOfMonth = brisbane.getUTCDate();
  const secondsToday = brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds();
  return SALES_PER_DAY * dayOfMonth + Math.floor(secondsToday / SECONDS_PER_SALE);
}
