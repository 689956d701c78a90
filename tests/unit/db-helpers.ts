// Shared by the tests/unit/db-*.test.ts files. Each of those imports 'fake-indexeddb/auto' first.
import { deleteDB } from 'idb';
import { onTestFinished, vi } from 'vitest';
import { onDbError, type DbError } from '../../src/db/errors.ts';
import { DB_NAME } from '../../src/domain/browser-db.ts';
import type { CarSummary, ViewedCarSummary } from '../../src/db/records.ts';

/** Deleting fires versionchange, so the module's open connection closes itself first. */
export function wipeDb(): Promise<void> {
  return deleteDB(DB_NAME);
}

export function carSummary(id: number): CarSummary {
  return { id, name: `Car ${id}`, slug: `car-${id}`, make: 'Mazda', model: 'CX-5', primary_image_url: `/img/${id}.jpg` };
}

export function viewedCarSummary(id: number): ViewedCarSummary {
  return { id, stocknum: `S${id}`, make: 'Toyota', model: 'Hilux', body: 'Ute', simple_body: 'Ute' };
}

/** Saved and viewed times come from Date.now(); tests step the clock so each write is later. */
export function startClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
}

export function laterBy(ms = 1000): void {
  vi.setSystemTime(Date.now() + ms);
}

/** Thrown where a browser refuses a write for lack of space. */
export function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** Every DbError reported to onDbError listeners during the current test. */
export function collectDbErrors(): DbError[] {
  const reported: DbError[] = [];
  onTestFinished(onDbError((error) => reported.push(error)));
  return reported;
}
