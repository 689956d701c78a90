// Maps a URL path under /img/ or /media/ to a file inside the media folder, and refuses anything
// that could leave it: dot segments (also percent-encoded), encoded slashes or backslashes, NUL,
// empty segments (which is how an absolute path would arrive) and symlinks pointing outside.
import { realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export type MediaPath = { ok: true; relative: string } | { ok: false; reason: string };

const FORBIDDEN = /[/\\\0]/;

/** Checks the still percent-encoded path after the route prefix. */
export function parseMediaPath(encoded: string): MediaPath {
  if (encoded === '') return { ok: false, reason: 'empty path' };
  const segments: string[] = [];
  for (const raw of encoded.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, reason: 'malformed percent-encoding' };
    }
    if (segment === '' || segment === '.' || segment === '..') return { ok: false, reason: 'empty or dot segment' };
    if (FORBIDDEN.test(segment)) return { ok: false, reason: 'slash, backslash or NUL in a segment' };
    // Hidden files (and the generator's partial files) are never media.
    if (segment.startsWith('.')) return { ok: false, reason: 'hidden file' };
    segments.push(segment);
  }
  return { ok: true, relative: segments.join('/') };
}

export interface MediaFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * The file behind a parsed path, or null when it is missing, not a file, or resolves outside root.
 *
 * Synchronous on purpose: these are metadata lookups the kernel answers from its caches in
 * microseconds, while each fs.promises call hands work to libuv's thread pool, and under CPU
 * pressure that hand-off stalled the event loop 100-240 ms (the main thread waiting for the pool's
 * lock, held by a worker thread that was waiting for a core).
 */
export function findMediaFile(root: string, relative: string): MediaFile | null {
  try {
    const realRoot = realpathSync.native(root);
    const real = realpathSync.native(join(realRoot, relative));
    if (!real.startsWith(realRoot + sep)) return null;
    const info = statSync(real, { throwIfNoEntry: false });
    return info?.isFile() ? { path: real, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}
