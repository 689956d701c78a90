// Transformed images on disk, keyed by a hash of the source (path, size, mtime) and the
// normalised transform, so a changed original never serves a stale variant. Identical requests
// that arrive together share one lookup and one encode (AVIF is slow enough for that to matter).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';

export interface CachedImage {
  body: Buffer;
  /** Read from disk rather than encoded for this request. */
  hit: boolean;
}

export interface ImageCache {
  get(keyParts: string[], extension: string, produce: () => Promise<Buffer>): Promise<CachedImage & { key: string }>;
}

export function createImageCache(dir: string): ImageCache {
  const inflight = new Map<string, Promise<CachedImage>>();
  let seq = 0;
  const load = async (file: string, produce: () => Promise<Buffer>): Promise<CachedImage> => {
    try {
      return { body: await readFile(file), hit: true };
    } catch {
      // Not cached yet: make it.
    }
    const body = await produce();
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${seq++}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    return { body, hit: false };
  };
  return {
    async get(keyParts, extension, produce) {
      const key = createHash('sha256').update(keyParts.join('\0')).digest('hex').slice(0, 40);
      let task = inflight.get(key);
      if (!task) {
        task = load(join(dir, key.slice(0, 2), `${key}.${extension}`), produce).finally(() => inflight.delete(key));
        inflight.set(key, task);
      }
      return { ...(await task), key };
    },
  };
}
