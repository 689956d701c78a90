// src/platform/analytics.ts: every sink hears every event, a late sink first hears the page's latest
// events, and a failing sink only warns (spec §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Analytics = typeof import('../../src/platform/analytics.ts');
let analytics: Analytics;

beforeEach(async () => {
  vi.resetModules();
  analytics = await import('../../src/platform/analytics.ts');
});
afterEach(() => vi.restoreAllMocks());

const names = (events: { name: string }[]) => events.map((e) => e.name);

describe('analytics', () => {
  it('hands a sink that starts late the events tracked before it, then the new ones', () => {
    const early: { name: string }[] = [];
    analytics.onAnalytics((e) => early.push(e));
    analytics.track('view', { car_id: 1 });
    analytics.track(26);
    const late: { name: string; properties: Record<string, unknown> }[] = [];
    analytics.onAnalytics((e) => late.push(e));
    analytics.track('share', { channel: 'copy' });
    expect(names(early)).toEqual(['view', '26', 'share']);
    expect(names(late)).toEqual(['view', '26', 'share']);
    expect(late[0].properties).toEqual({ car_id: 1 });
  });

  it('keeps only the latest 50 events for late sinks', () => {
    for (let i = 0; i < 60; i++) analytics.track(`e${i}`);
    const late: { name: string }[] = [];
    analytics.onAnalytics((e) => late.push(e));
    expect(late).toHaveLength(50);
    expect(late[0].name).toBe('e10');
  });

  it('a throwing sink only warns; the others still hear the event', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard: string[] = [];
    analytics.onAnalytics(() => {
      throw new Error('tag manager broke');
    });
    analytics.onAnalytics((e) => heard.push(e.name));
    expect(() => analytics.track(25)).not.toThrow();
    expect(heard).toEqual(['25']);
    expect(warn).toHaveBeenCalledWith('analytics sink failed', expect.any(Error));
  });

  it('a removed sink hears nothing more', () => {
    const heard: string[] = [];
    const off = analytics.onAnalytics((e) => heard.push(e.name));
    analytics.track('a');
    off();
    analytics.track('b');
    expect(heard).toEqual(['a']);
  });
});
