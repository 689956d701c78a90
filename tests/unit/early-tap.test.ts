import { describe, expect, it } from 'vitest';
import { takeEarlyTap, takeHeaderTap, type EarlyTapWindow } from '../../src/perf/early-tap.ts';
import { EARLY_DIALOG_ATTRIBUTE, EARLY_INPUT, EARLY_SHOWN, EARLY_TAP, HEADER_LIVE, PAGE_LIVE, SITE_HEADER } from '../../src/domain/early-tap.ts';
import { EARLY_TAP_SCRIPT } from '../../src/server/http/early-tap.ts';

/** A button of the page, or of the header when `inHeader`. */
const button = (inHeader = false) => ({ isConnected: true, click() {}, closest: (s: string) => (inHeader && s === SITE_HEADER ? {} : null) });
const tap = button();

describe('the tap before the page is live', () => {
  it('is handed over once, and the page is marked live so nothing more is recorded', () => {
    const fields = new Map();
    const w: EarlyTapWindow = { [EARLY_TAP]: tap, [EARLY_INPUT]: fields };
    expect(takeEarlyTap(w)).toEqual({ tap, fields });
    expect(w[PAGE_LIVE]).toBe(true);
    expect(w[EARLY_TAP]).toBeUndefined();
    expect(w[EARLY_INPUT]).toBeUndefined();
    w[EARLY_TAP] = tap;
    expect(takeEarlyTap(w)).toEqual({});
  });
  it('is nothing when none was recorded', () => {
    const w: EarlyTapWindow = {};
    expect(takeEarlyTap(w)).toEqual({ tap: undefined, fields: undefined });
    expect(w[PAGE_LIVE]).toBe(true);
  });
  it('hands over the tabs shown selected, the last of each list, without the tap itself', () => {
    const gallery = button();
    const spin = button();
    const w: EarlyTapWindow = { [EARLY_TAP]: tap, [EARLY_SHOWN]: new Map([['viewer', gallery], ['other', spin], ['tapped', tap]]) };
    expect(takeEarlyTap(w)).toEqual({ tap, fields: undefined, shown: [gallery, spin] });
    expect(w[EARLY_SHOWN]).toBeUndefined();
  });
  it('on the header is handed over as the header goes live, once; a later tap on the page is left for the page', () => {
    const menu = button(true);
    const w: EarlyTapWindow = { [EARLY_TAP]: menu };
    expect(takeHeaderTap(w)).toEqual({ tap: menu });
    expect(w[HEADER_LIVE]).toBe(true);
    expect(w[EARLY_TAP]).toBeUndefined();
    expect(w[PAGE_LIVE]).toBeUndefined();
    w[EARLY_TAP] = menu;
    expect(takeHeaderTap(w)).toEqual({});

    const page: EarlyTapWindow = { [EARLY_TAP]: tap };
    expect(takeHeaderTap(page)).toEqual({});
    expect(page[HEADER_LIVE]).toBe(true);
    expect(takeEarlyTap(page)).toEqual({ tap, fields: undefined });
  });
  it('is recorded by the page script under the names the app reads', () => {
    expect(EARLY_TAP_SCRIPT).toContain(`window.${EARLY_TAP}=t`);
    expect(EARLY_TAP_SCRIPT).toContain(`!window.${PAGE_LIVE}`);
    expect(EARLY_TAP_SCRIPT).toContain(`t.closest('${SITE_HEADER}')?!window.${HEADER_LIVE}:`);
    expect(EARLY_TAP_SCRIPT).toContain(`(window.${EARLY_SHOWN}=window.${EARLY_SHOWN}||new Map).set(l,t)`);
    expect(EARLY_TAP_SCRIPT).toContain(`t.hasAttribute('${EARLY_DIALOG_ATTRIBUTE}')`);
    expect(EARLY_TAP_SCRIPT).toContain(`(window.${EARLY_INPUT}=window.${EARLY_INPUT}||new Map).set(t,{v:t.value,c:t.checked})`);
  });
});
