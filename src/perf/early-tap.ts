// Replays the tap and the field changes the page's first script recorded before the page was live,
// and a tap on the header before the header was (src/domain/early-tap.ts).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { EARLY_INPUT, EARLY_SHOWN, EARLY_TAP, HEADER_LIVE, PAGE_LIVE, SITE_HEADER } from '../domain/early-tap.ts';

type Tap = { isConnected: boolean; click(): void; closest(selector: string): unknown };
/** What a field was left at: its value, and whether it was ticked. */
export type LeftAt = { v: string; c: boolean };
/** The fields a server-rendered page holds: search boxes, facet checkboxes, slider thumbs, the sort select. */
type Field = HTMLInputElement | HTMLSelectElement;
export type EarlyTapWindow = { [EARLY_TAP]?: Tap; [EARLY_INPUT]?: Map<Field, LeftAt>; [EARLY_SHOWN]?: Map<unknown, Tap>; [PAGE_LIVE]?: boolean; [HEADER_LIVE]?: boolean };
type Taken = { tap?: Tap; fields?: Map<Field, LeftAt>; shown?: Tap[] };

/**
 * Marks the page live (nothing more is recorded) and hands over the recorded tap and field changes,
 * and the tabs the page's first script showed selected (the tap itself left out); once per page load.
 */
export function takeEarlyTap(w: EarlyTapWindow): Taken {
  if (w[PAGE_LIVE]) return {};
  w[PAGE_LIVE] = true;
  const tap = w[EARLY_TAP];
  const shown = [...(w[EARLY_SHOWN]?.values() ?? [])].filter((t) => t !== tap);
  const taken = { tap, fields: w[EARLY_INPUT], ...(shown.length ? { shown } : {}) };
  delete w[EARLY_TAP];
  delete w[EARLY_INPUT];
  delete w[EARLY_SHOWN];
  return taken;
}

/**
 * Marks the header live and hands over the last tap if it was on the header; a later tap on the page
 * is left for the page. The header is live first (it hydrates with the first bundle, the page waits
 * for its own code too), so a tap on it never waits for the page.
 */
export function takeHeaderTap(w: EarlyTapWindow): Taken {
  if (w[HEADER_LIVE]) return {};
  w[HEADER_LIVE] = true;
  const tap = w[EARLY_TAP];
  if (!tap?.closest(SITE_HEADER)) return {};
  delete w[EARLY_TAP];
  return { tap };
}

/**
 * Makes the app hear a change made to `field` before the page was live, as the shopper made it. The
 * field is first set, through the element, to what the app's state holds (the server's rendering):
 * React's own setter on the element records that, so the change that follows is one it hears.
 */
export function replayField(field: Field, left: LeftAt): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    // The app's value is the option the server marked selected; React hears a select's change event.
    const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    if (left.v === served?.value) return;
    field.value = left.v;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field.type === 'checkbox') {
    if (left.c === field.defaultChecked) {
      field.checked = left.c;
      return;
    }
    field.checked = !left.c;
    field.click();
    return;
  }
  if (left.v === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, left.v);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Takes what `take` hands over in the commit that makes a part of the page live, so recording stops in
 * the commit itself and a tap React handles is never also replayed; replays it once the effects have
 * run, so its handlers are in place. Fields first: a tap that follows typing (a search button, say)
 * then finds the app holding what was typed; then the tabs shown selected, so the app's state matches
 * what the shopper sees, and the last tap.
 */
function useReplay(take: (w: EarlyTapWindow) => Taken) {
  const taken = useRef<Taken>({});
  useLayoutEffect(() => {
    taken.current = take(window as unknown as EarlyTapWindow);
  }, [take]);
  useEffect(() => {
    const { tap, fields, shown } = taken.current;
    for (const [field, left] of fields ?? []) replayField(field, left);
    for (const tab of shown ?? []) if (tab.isConnected) tab.click();
    if (tap?.isConnected) tap.click();
    taken.current = {};
  }, []);
}

/** Inside the page's boundary, whose content commits once it is live (on a page the server rendered, once all of it is hydrated). */
export function EarlyTapReplay() {
  useReplay(takeEarlyTap);
  return null;
}

/** Inside the header's boundary, after the header: commits once the header is hydrated. */
export function HeaderTapReplay() {
  useReplay(takeHeaderTap);
  return null;
}
