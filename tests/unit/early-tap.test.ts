import { describe, expect, it } from 'vitest';
import { takeEarlyTap, type EarlyTapWindow } from '../../src/perf/early-tap.ts';
import { EARLY_DIALOG_ATTRIBUTE, EARLY_INPUT, EARLY_SHOWN, EARLY_TAP, PAGE_LIVE } from '../../src/domain/early-tap.ts';
import { EARLY_TAP_SCRIPT } from '../../src/server/http/early-tap.ts';

const tap = { isConnected: true, click() {} };

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
    const gallery = { isConnected: true, click() {} };
    const spin = { isConnected: true, click() {} };
    const w: EarlyTapWindow = { [EARLY_TAP]: tap, [EARLY_SHOWN]: new Map([['viewer', gallery], ['other', spin], ['tapped', tap]]) };
    expect(takeEarlyTap(w)).toEqual({ tap, fields: undefined, shown: [gallery, spin] });
    expect(w[EARLY_SHOWN]).toBeUndefined();
  });
  it('is recorded by the page script under the names the app reads', () => {
    expect(EARLY_TAP_SCRIPT).toContain(`window.${EARLY_TAP}=t`);
    expect(EARLY_TAP_SCRIPT).toContain(`!window.${PAGE_LIVE}`);
    expect(EARLY_TAP_SCRIPT).toContain(`(window.${EARLY_SHOWN}=window.${EARLY_SHOWN}||new Map).set(l,t)`);
    expect(EARLY_TAP_SCRIPT).toContain(`t.hasAttribute('${EARLY_DIALOG_ATTRIBUTE}')`);
    expect(EARLY_TAP_SCRIPT).toContain(`(window.${EARLY_INPUT}=window.${EARLY_INPUT}||new Map).set(t,{v:t.value,c:t.checked})`);
  });
});
