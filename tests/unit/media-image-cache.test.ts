// The transformed-image cache: bounded by size (least recently used out first), at most a few
// encodes at once with the nearest size on disk (or nothing, for the original) under pressure,
// and a variant that cannot be written served all the same.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImageCache, encodeSlots, type Variant } from '../../src/server/media/image-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'forecourt-image-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `cache-${n++}`);
const variant = (width: number): Variant => ({ width, quality: 75, fit: 'cover', format: 'webp' });
const bytes = (size: number, fill = 1) => async () => Buffer.alloc(size, fill);
const onDisk = (dir: string) => (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => statSync(join(dir, f)).isFile()).length;
const quiet = () => {};

/** An encode that holds its slot until released; `begun` settles once it has the slot. */
function held() {
  let release!: () => void;
  let start!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const begun = new Promise<void>((r) => (start = r));
  return { release, begun, produce: async () => (start(), await gate, Buffer.alloc(100, 9)) };
}

describe('image cache', () => {
  it('keeps at most maxBytes, dropping the least recently used', async () => {
    const dir = freshDir();
    const cache = createImageCache({ dir, maxBytes: 2500, log: quiet });
    await cache.ready;
    await cache.get(['a'], variant(300), bytes(1000));
    await cache.get(['b'], variant(300), bytes(1000));
    expect((await cache.get(['a'], variant(300), bytes(1000, 2)))?.kind).toBe('hit');
    await cache.get(['c'], variant(300), bytes(1000));
    expect(cache.size()).toBe(2000);
    expect(onDisk(dir)).toBe(2);
    expect((await cache.get(['a'], variant(300), bytes(1000, 3)))?.kind).toBe('hit');
    expect((await cache.get(['b'], variant(300), bytes(1000)))?.kind).toBe('miss');
  });

  it('counts what an earlier run left and removes the excess at start', async () => {
    const dir = freshDir();
    const first = createImageCache({ dir, maxBytes: 10_000, log: quiet });
    for (const s of ['a', 'b', 'c', 'd']) await first.get([s], variant(600), bytes(1000));
    const next = createImageCache({ dir, maxBytes: 2000, log: quiet });
    await next.ready;
    expect(next.size()).toBe(2000);
    expect(onDisk(dir)).toBe(2);
  });

  it('under pressure answers the nearest size of the source on disk, or null, instead of encoding', async () => {
    const cache = createImageCache({ dir: freshDir(), maxBytes: 1e6, concurrency: 1, maxQueued: 0, log: quiet });
    await cache.get(['photo'], variant(300), bytes(300, 3));
    await cache.get(['photo'], variant(1200), bytes(1200, 12));
    const busy = held();
    const first = cache.get(['other'], variant(600), busy.produce);
    // The slot is taken once its encode has begun (after the cache looked on disk for it).
    await busy.begun;
    const encode = { called: false };
    const produce = async () => ((encode.called = true), Buffer.alloc(1));
    // Wider than asked beats narrower; the same fit, quality and format only.
    expect(await cache.get(['photo'], variant(600), produce)).toMatchObject({ kind: 'nearest', body: Buffer.alloc(1200, 12) });
    expect(await cache.get(['photo'], { ...variant(600), format: 'avif' }, produce)).toBeNull();
    expect(await cache.get(['none'], variant(600), produce)).toBeNull();
    expect(encode.called).toBe(false);
    busy.release();
    expect((await first)?.kind).toBe('miss');
    expect((await cache.get(['photo'], variant(600), bytes(600, 6)))?.kind).toBe('miss');
  });

  it('runs one encode fewer than the cores by default, at least one: a core is left to the event loop', async () => {
    expect([1, 2, 4, 8].map(encodeSlots)).toEqual([1, 1, 3, 7]);
    const cache = createImageCache({ dir: freshDir(), maxBytes: 1e6, maxQueued: 0, log: quiet });
    const slots = encodeSlots(availableParallelism());
    const encodes = Array.from({ length: slots }, () => held());
    const running = encodes.map((encode, i) => cache.get(['running.jpg'], variant(100 + i), encode.produce));
    await Promise.all(encodes.map((encode) => encode.begun));
    // Every slot taken and none queued: the next is pressure, answered without an encode.
    expect(await cache.get(['another.jpg'], variant(300), bytes(100))).toBeNull();
    for (const encode of encodes) encode.release();
    expect((await Promise.all(running)).map((image) => image?.kind)).toEqual(encodes.map(() => 'miss'));
  });

  it('shares one encode among identical requests', async () => {
    const cache = createImageCache({ dir: freshDir(), maxBytes: 1e6, log: quiet });
    let encodes = 0;
    const produce = async () => (encodes++, Buffer.alloc(10));
    await Promise.all(Array.from({ length: 5 }, () => cache.get(['x'], variant(150), produce)));
    expect(encodes).toBe(1);
  });

  it('serves a variant it cannot write (no room, no folder)', async () => {
    const blocked = join(root, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const lines: string[] = [];
    const cache = createImageCache({ dir: join(blocked, 'cache'), maxBytes: 1e6, log: (l) => lines.push(l) });
    expect(await cache.get(['x'], variant(150), bytes(10, 7))).toMatchObject({ kind: 'miss', body: Buffer.alloc(10, 7) });
    expect(cache.size()).toBe(0);
    expect(lines.join()).toMatch(/image cache/);
  });
});
