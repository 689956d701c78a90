// Algolia's Insights events (`POST /1/events`, what `search-insights` and the Insights client send):
// click, conversion and view events, validated as Algolia documents them and kept per tenant, so a
// dealer's clicks and conversions keep their search's queryID (from clickAnalytics).

import { SearchRequestError } from './search-errors.ts';

export interface InsightsEvent {
  eventType: 'click' | 'conversion' | 'view';
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken?: string;
  timestamp: number;
  objectIDs?: string[];
  filters?: string[];
  queryID?: string;
  positions?: number[];
  eventSubtype?: string;
}

/** Where a tenant's events go (the store, which every instance shares). */
export interface InsightsStore {
  record(tenant: string, events: readonly InsightsEvent[]): Promise<void>;
}

/** Algolia's limits: 1000 events a request, 20 objects or filters an event. */
const MAX_EVENTS = 1000;
const MAX_ITEMS = 20;
const TOKEN = /^[A-Za-z0-9_=/+:-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
const EVENT_TYPES = new Set(['click', 'conversion', 'view']);

function fail(at: string, message: string): never {
  throw new SearchRequestError(400, `${at}: ${message}`);
}

function strings(value: unknown, at: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ITEMS || !value.every((item) => typeof item === 'string' && item !== '')) {
    fail(at, `expected 1 to ${MAX_ITEMS} non-empty strings`);
  }
  return value;
}

/** The events of a request body, or a 400 naming the first field at fault. */
export function readEvents(body: Record<string, unknown>, now: number): InsightsEvent[] {
  const { events } = body;
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS) fail('events', `expected a list of 1 to ${MAX_EVENTS} events`);
  // InstantSearch's own usage telemetry (eventType "instantsearch") rides on the same endpoint: taken, not kept.
  const telemetry = (raw: unknown) => typeof raw === 'object' && raw !== null && (raw as { eventType?: unknown }).eventType === 'instantsearch';
  return events.flatMap((raw: unknown, i): InsightsEvent[] => {
    const at = `events[${i}]`;
    if (telemetry(raw)) return [];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(at, 'expected an object');
    const event = raw as Record<string, unknown>;
    if (typeof event.eventType !== 'string' || !EVENT_TYPES.has(event.eventType)) fail(`${at}.eventType`, 'expected "click", "conversion" or "view"');
    if (typeof event.eventName !== 'string' || event.eventName.length < 1 || event.eventName.length > 64) fail(`${at}.eventName`, 'expected 1 to 64 characters');
    if (typeof event.index !== 'string' || event.index === '') fail(`${at}.index`, 'expected an index name');
    if (typeof event.userToken !== 'string' || !TOKEN.test(event.userToken)) fail(`${at}.userToken`, 'expected 1 to 129 letters, digits or _=/+:-');
    if (event.authenticatedUserToken !== undefined && (typeof event.authenticatedUserToken !== 'string' || !TOKEN.test(event.authenticatedUserToken))) {
      fail(`${at}.authenticatedUserToken`, 'expected 1 to 129 letters, digits or _=/+:-');
    }
    const objectIDs = strings(event.objectIDs, `${at}.objectIDs`);
    const filters = strings(event.filters, `${at}.filters`);
    if ((objectIDs === undefined) === (filters === undefined)) fail(at, 'expected either objectIDs or filters');
    if (event.queryID !== undefined && (typeof event.queryID !== 'string' || !QUERY_ID.test(event.queryID))) fail(`${at}.queryID`, 'expected the 32 hexadecimal characters of a queryID');
    let positions: number[] | undefined;
    if (event.positions !== undefined) {
      if (!Array.isArray(event.positions) || !event.positions.every((n) => Number.isInteger(n) && n > 0) || event.positions.length !== objectIDs?.length) {
        fail(`${at}.positions`, 'expected a position (from 1) for each objectID');
      }
      positions = event.positions;
    }
    if (event.eventType === 'click' && event.queryID !== undefined && objectIDs && positions === undefined) fail(`${at}.positions`, 'a click after a search needs the positions of its objectIDs');
    const timestamp = event.timestamp === undefined ? now : event.timestamp;
    if (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp <= 0) fail(`${at}.timestamp`, 'expected milliseconds since the epoch');
    if (event.eventSubtype !== undefined && event.eventSubtype !== 'addToCart' && event.eventSubtype !== 'purchase') fail(`${at}.eventSubtype`, 'expected "addToCart" or "purchase"');
    return [{
      eventType: event.eventType as InsightsEvent['eventType'],
      eventName: event.eventName,
      index: event.index,
      userToken: event.userToken,
      ...(event.authenticatedUserToken ? { authenticatedUserToken: event.authenticatedUserToken as string } : {}),
      timestamp,
      ...(objectIDs ? { objectIDs } : { filters }),
      ...(event.queryID ? { queryID: event.queryID as string } : {}),
      ...(positions ? { positions } : {}),
      ...(event.eventSubtype ? { eventSubtype: event.eventSubtype as string } : {}),
    }];
  });
}
