// oxlint-disable-next-line import/no-unassigned-import -- installs the IndexedDB globals idb uses
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbChange } from '../../src/domain/browser-db.ts';
import { wipeDb, carSummary } from './db-helpers.ts';

beforeEach(wipeDb);

/** A "tab": its own module instances, so its own connection and its own BroadcastChannel. */
async function openTab() {
  vi.resetModules();
  return {
    changes: await import('../../src/db/changes.ts'),
    favourites: await import('../../src/db/favourites.ts'),
    outbox: await import('../../src/db/outbox.ts'),
  };
}

function nextChange(tab: Awaited<ReturnType<typeof openTab>>, store: DbChange['store']): Promise<DbChange> {
  return new Promise((resolve) => {
    const unsubscribe = tab.changes.subscribe(store, (change) => {
      unsubscribe();
      resolve(change);
    });
  });
}

describe('cross-tab changes', () => {
  it('a write in one tab fires subscribers in that tab and the other', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const seenInA = nextChange(tabA, 'favourites');
    const seenInB = nextChange(tabB, 'favourites');

    await tabA.favourites.toggle(carSummary(1));

    expect(await seenInA).toEqual({ store: 'favourites', op: 'toggle' });
    expect(await seenInB).toEqual({ store: 'favourites', op: 'toggle' });
    expect(await tabB.favourites.has(1)).toBe(true);
  });

  it('subscribers hear only their store, and not after unsubscribing', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const heard: DbChange[] = [];
    tabB.changes.subscribe('favourites', (change) => heard.push(change));
    const stop = tabB.changes.subscribe('outbox', (change) => heard.push(change));
    stop();
    const outboxSeen = nextChange(tabB, 'outbox');

    await tabA.outbox.enqueue({ id: crypto.randomUUID(), url: '/api/leads', body: '{}', created_at: 1 });

    expect(await outboxSeen).toEqual({ store: 'outbox', op: 'add' });
    expect(heard).toEqual([]);
  });

  it('ignores messages it does not understand from other builds', async () => {
    const tab = await openTab();
    const heard: DbChange[] = [];
    tab.changes.subscribe('favourites', (change) => heard.push(change));
    const otherBuild = new BroadcastChannel('forecourt-db');
    for (const message of [{ store: 'favourites', op: 'explode' }, { store: 'garage', op: 'add' }, { store: 'favourites', op: 'remove' }]) {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
      otherBuild.postMessage(message);
    }
    await vi.waitFor(() => expect(heard).toEqual([{ store: 'favourites', op: 'remove' }]));
    otherBuild.close();
  });

  it('without BroadcastChannel the tab still hears its own writes', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const tab = await openTab();
      const seen = nextChange(tab, 'favourites');
      await tab.favourites.add(carSummary(3));
      expect(await seen).toEqual({ store: 'favourites', op: 'add' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
