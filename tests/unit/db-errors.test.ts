// Quota failures are simulated on fake-indexeddb's classes, with no seam in src/db: a put that
// throws; and, as browsers report quota, a put whose request fails and a put that succeeds but whose
// transaction then aborts at commit. The last two use fake-indexeddb internals (_execRequestAsync,
// _abort), typed below, so a change there fails loudly here.
// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DbError, toDbError } from '../../src/db/errors.ts';
import * as favourites from '../../src/db/favourites.ts';
import { DB_ERROR_MESSAGES } from '../../src/db/messages.ts';
import * as prefill from '../../src/db/prefill.ts';
import * as viewedCars from '../../src/db/viewed-cars.ts';
import { carSummary, collectDbErrors, laterBy, quotaExceeded, startClock, viewedCarSummary, wipeDb } from './db-helpers.ts';

/* oxlint-disable no-underscore-dangle -- fake-indexeddb's internals, on purpose (see the top) */
interface FakeTransaction {
  _execRequestAsync(request: { operation: () => unknown; source: unknown }): IDBRequest;
  _abort(errorName: string): void;
}

const realPut = IDBObjectStore.prototype.put;

function throwQuota(): IDBRequest {
  throw quotaExceeded();
}

function failingPutRequest(this: IDBObjectStore): IDBRequest {
  const operation = () => {
    throw quotaExceeded();
  };
  return (this.transaction as unknown as FakeTransaction)._execRequestAsync({ operation, source: this });
}

function putAbortedAtCommit(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>): IDBRequest {
  const request = realPut.apply(this, args);
  request.addEventListener('success', () => (this.transaction as unknown as FakeTransaction)._abort('QuotaExceededError'));
  return request;
}
/* oxlint-enable no-underscore-dangle */

beforeEach(async () => {
  await wipeDb();
  startClock();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('storage errors', () => {
  it.each([
    ['put throws', throwQuota],
    ['the put request fails', failingPutRequest],
    ['the transaction commits', putAbortedAtCommit],
  ])('a full disk when %s is a quota DbError, reported once, and what was saved stays', async (_, failure) => {
    await favourites.add(carSummary(1));
    const reported = collectDbErrors();

    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(failure);
    const write = favourites.add(carSummary(2));

    await expect(write).rejects.toBeInstanceOf(DbError);
    await expect(write).rejects.toMatchObject({ kind: 'quota', cause: { name: 'QuotaExceededError' } });
    expect(reported.map((error) => error.kind)).toEqual(['quota']);
    expect(DB_ERROR_MESSAGES[reported[0].kind]).toMatch(/full/);
    expect((await favourites.list()).map((car) => car.id)).toEqual([1]);
    expect(await favourites.toggle(carSummary(2))).toBe(true);
  });

  it('a failure after a write in the same operation rolls that write back', async () => {
    for (let id = 1; id <= viewedCars.VIEWED_CARS_LIMIT; id++) {
      await viewedCars.record(viewedCarSummary(id));
      laterBy();
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(IDBCursor.prototype, 'delete').mockImplementationOnce(throwQuota);

    // Viewed-car failures are logged and ignored (spec §8): no rejection.
    await viewedCars.record(viewedCarSummary(99));

    expect(warn).toHaveBeenCalledOnce();
    const ids = (await viewedCars.list()).map((car) => car.id);
    expect(ids).not.toContain(99);
    expect(ids).toHaveLength(viewedCars.VIEWED_CARS_LIMIT);
  });

  it('viewed-car failures are not reported to the user', async () => {
    const reported = collectDbErrors();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(throwQuota);

    await viewedCars.record(viewedCarSummary(1));
    expect(reported).toEqual([]);
  });

  it('maps the names browsers use', () => {
    expect(toDbError(quotaExceeded()).kind).toBe('quota');
    expect(toDbError(new DOMException('', 'VersionError')).kind).toBe('blocked');
    expect(toDbError(new DOMException('', 'SecurityError')).kind).toBe('unavailable');
    expect(toDbError(new DOMException('', 'UnknownError')).kind).toBe('unknown');
    expect(toDbError('weird').kind).toBe('unknown');
  });

  it('without IndexedDB every call fails as unavailable', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      await expect(prefill.read()).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
