// Transformed images on disk, bounded like an image CDN's edge: a folder per source version (a
// hash of its path, size and mtime, so a changed original never serves a stale variant) holding a
// file per variant; at most `maxBytes` in all, the least recently used files removed first. At most
// `concurrency` encodes run at once and `maxQueued` wait; past that (pressure) a request gets the
// nearest variant of the same source already on disk, or null so the caller can send the original,
// instead of one more encode. Identical requests that arrive together share one encode. A variant
// that cannot be written (a full disk) is still served, just not kept.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { createOutageLog, unavailableReason } from '../store-unavailable.ts';

export interface Variant {
  width?: number;
  height?: number;
  quality: number;
  fit: string;
  /** The file extension: the output format. */
  format: string;
}

export interface CachedImage {
  body: Buffer;
  /** hit: on disk; miss: encoded for this request; nearest: another size of the same source, under pressure. */
  kind: 'hit' | 'miss' | 'nearest';
  /** Names this body (an ETag). */
  key: string;
}

export interface ImageCache {
  /** The variant, or null under pressure when no other variant of the source is on disk. */
  get(source: string[], variant: Variant, produce: () => Promise<Buffer>): Promise<CachedImage | null>;
  /** Bytes of the files on disk (known so far: the folder is read in the background at start). */
  size(): number;
  /** Settles once the files earlier runs left are counted (and the excess removed). */
  ready: Promise<void>;
}

export interface ImageCacheOptions {
  dir: string;
  maxBytes: number;
  concurrency?: number;
  maxQueued?: number;
  log?: (line: string) => void;
}

const variantName = (v: Variant) => `w${v.width ?? 0}-h${v.height ?? 0}-q${v.quality}-${v.fit}.${v.format}`;
const VARIANT_NAME = /^w(\d+)-h(\d+)-q(\d+)-([a-z]+)\.([a-z]+)$/;

/**
 * Encodes run at once by default: one core fewer than the machine has, at least one. An encode keeps
 * a core busy for its whole length, and with every core encoding the event loop's thread waits for
 * one, and for the locks (allocator, thread pool) the encoder threads hold when they are preempted.
 */
export const encodeSlots = (cores: number) => Math.max(1, cores - 1);

export function createImageCache({ dir, maxBytes, concurrency = encodeSlots(availableParallelism()), maxQueued = 32, log = console.error }: ImageCacheOptions): ImageCache {
  /** Files by path relative to `dir`, least recently used first (a Map keeps insertion order). */
  const files = new Map<string, number>();
  /** The variant files of each source folder, for the nearest one under pressure. */
  const variants = new Map<string, Set<string>>();
  let bytes = 0;
  const inflight = new Map<string, Promise<CachedImage | null>>();
  const outage = createOutageLog(log);
  let running = 0;
  const waiting: (() => void)[] = [];
  let seq = 0;

  const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
  const remember = (file: string, size: number) => {
    bytes += size - (files.get(file) ?? 0);
    files.delete(file);
    files.set(file, size);
    const folder = folderOf(file);
    let names = variants.get(folder);
    if (!names) variants.set(folder, (names = new Set()));
    names.add(file.slice(folder.length + 1));
  };
  const forget = (file: string) => {
    bytes -= files.get(file) ?? 0;
    files.delete(file);
    const folder = folderOf(file);
    const names = variants.get(folder);
    names?.delete(file.slice(folder.length + 1));
    if (names?.size === 0) variants.delete(folder);
  };
  const evict = async () => {
    for (const [file] of files) {
      if (bytes <= maxBytes) break;
      forget(file);
      await unlink(join(dir, file)).catch(() => {});
    }
  };

  // What earlier runs left, oldest first so they go first; files requests met meanwhile stay newest.
  const ready = (async () => {
    const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
    const found: { file: string; size: number; at: number }[] = [];
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile() && !name.endsWith('.tmp')) found.push({ file: name.split(sep).join('/'), size: info.size, at: info.mtimeMs });
    }
    const touched = [...files];
    for (const { file, size } of found.sort((a, b) => a.at - b.at)) if (!files.has(file)) remember(file, size);
    for (const [file, size] of touched) remember(file, size);
    await evict();
  })();

  const slot = async () => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  const underPressure = () => running >= concurrency && waiting.length >= maxQueued;

  const keep = async (file: string, body: Buffer) => {
    const path = join(dir, file);
    const temp = `${path}.${process.pid}.${seq++}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temp, body);
      await rename(temp, path);
      remember(file, body.length);
      await evict();
    } catch (error) {
      await unlink(temp).catch(() => {});
      const reason = unavailableReason(error);
      if (reason) outage('image cache', reason);
      else log(`image cache: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  /** Another size of the source in the same fit, format and quality: the smallest at least as wide, else the widest. */
  const nearest = (folder: string, wanted: Variant): string | null => {
    const want = wanted.width ?? Infinity;
    let best: { name: string; width: number } | null = null;
    for (const name of variants.get(folder) ?? []) {
      const m = VARIANT_NAME.exec(name);
      if (!m || Number(m[3]) !== wanted.quality || m[4] !== wanted.fit || m[5] !== wanted.format) continue;
      const width = Number(m[1]) || Infinity;
      const better = !best || (width >= want ? best.width < want || width < best.width : best.width < want && width > best.width);
      if (better) best = { name, width };
    }
    return best && `${folder}/${best.name}`;
  };

  const load = async (file: string, folder: string, variant: Variant, key: string, produce: () => Promise<Buffer>): Promise<CachedImage | null> => {
    try {
      const body = await readFile(join(dir, file));
      remember(file, body.length);
      return { body, kind: 'hit', key };
    } catch {
      // Not on disk: make it, unless the encoders are swamped.
    }
    if (underPressure()) {
      const other = nearest(folder, variant);
      const body = other && (await readFile(join(dir, other)).catch(() => null));
      if (!other || !body) return null;
      remember(other, body.length);
      return { body, kind: 'nearest', key: createHash('sha256').update(other).digest('hex').slice(0, 40) };
    }
    await slot();
    let body: Buffer;
    try {
      body = await produce();
    } finally {
      release();
    }
    await keep(file, body);
    return { body, kind: 'miss', key };
  };

  return {
    get(source, variant, produce) {
      const sourceId = createHash('sha256').update(source.join('\0')).digest('hex').slice(0, 40);
      const folder = `${sourceId.slice(0, 2)}/${sourceId}`;
      const file = `${folder}/${variantName(variant)}`;
      const key = createHash('sha256').update(file).digest('hex').slice(0, 40);
      let task = inflight.get(key);
      if (!task) {
        task = load(file, folder, variant, key, produce).finally(() => inflight.delete(key));
        inflight.set(key, task);
      }
      return task;
    },
    size: () => bytes,
    ready,
  };
}
