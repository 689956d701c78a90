// The limits in front of the dealer API, counted in the store (so every instance counts into the
// same windows): the lead pacing past a tenant's limit, and the once-per-window memory view counts
// use. Runs on SQLite and again on PostgreSQL (vitest.config.ts STORE_TESTS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadPacing, createOncePer } from '../../src/server/leads/rate-limit.ts';
import { createRepository, type Repository } from '../../src/server/store/repository.ts';
import { openTestStore, TEST_STORE } from './harness.ts';

let opened: Awaited<ReturnType<typeof openTestStore>>;
let repo: Repository;
beforeAll(async () => {
  opened = await openTestStore();
  repo = createRepository(opened.store);
});
afterAll(() => opened?.dispose());

describe(`lead pacing over ${TEST_STORE}`, () => {
  const windowMs = 600_000;
  it('delivers at once within the tenant’s limit and each address’s share', async () => {
    const pacing = createLeadPacing(repo, { perTenant: 4, share: 2, windowMs });
    expect([await pacing.deliverAt('t1', 'a', 0), await pacing.deliverAt('t1', 'a', 1), await pacing.deliverAt('t1', 'b', 2)]).toEqual([0, 1, 2]);
  });

  it('paces an address past its share without spending the tenant’s limit', async () => {
    const pacing = createLeadPacing(repo, { perTenant: 4, share: 2, windowMs });
    await pacing.deliverAt('t2', 'a', 0);
    await pacing.deliverAt('t2', 'a', 0);
    expect([await pacing.deliverAt('t2', 'a', 10), await pacing.deliverAt('t2', 'a', 10)]).toEqual([10, 10 + windowMs / 4]);
    // The tenant's limit (4) is still there for other addresses.
    expect([await pacing.deliverAt('t2', 'b', 20), await pacing.deliverAt('t2', 'c', 20)]).toEqual([20, 20]);
  });

  it('past the tenant’s limit queues deliveries at the limit’s rate; tenants are apart; a new window starts afresh', async () => {
    const pacing = createLeadPacing(repo, { perTenant: 2, share: 5, windowMs });
    const slots: number[] = [];
    for (const address of ['a', 'b', 'c', 'd']) slots.push(await pacing.deliverAt('t3', address, 0));
    expect(slots).toEqual([0, 0, 0, windowMs / 2]);
    expect(await pacing.deliverAt('other', 'a', 0)).toBe(0);
    expect(await pacing.deliverAt('t3', 'e', windowMs)).toBe(windowMs);
  });

  it('is the tenant’s, not a pacer’s: two (as on two instances) take one queue’s slots', async () => {
    const [one, two] = [0, 1].map(() => createLeadPacing(repo, { perTenant: 1, share: 5, windowMs }));
    expect([await one.deliverAt('t4', 'a', 0), await two.deliverAt('t4', 'b', 0), await one.deliverAt('t4', 'c', 0), await two.deliverAt('t4', 'd', 0)]).toEqual([
      0,
      0,
      windowMs,
      2 * windowMs,
    ]);
  });
});

describe(`once per window over ${TEST_STORE}`, () => {
  it('is true the first time a key is seen in the window, whichever counter (instance) asks', async () => {
    const [once, other] = [0, 1].map(() => createOncePer(repo, 'view-test', 1000));
    expect([await once.first('a', 0), await other.first('a', 500), await once.first('b', 500), await other.first('a', 1000)]).toEqual([true, false, true, true]);
  });

  it('forgets the windows that have passed', async () => {
    const once = createOncePer(repo, 'view-forget', 1000);
    await once.first('x', 0);
    await repo.forgetPastHits(2000);
    expect(await opened.store.db.selectFrom('rate_limits').select('key').where('key', 'like', 'view-forget:%').execute()).toEqual([]);
  });
});
