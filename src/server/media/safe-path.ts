// Maps a URL path under /img/ or /media/ to a file inside the media folder, and refuses anything
// that could leave it: dot segments (also percent-encoded), encoded slashes or backslashes, NUL,
// empty segments (which is how an absolute path would arrive) and symlinks pointing outside.
import { realpath, stat } from 'node:fs/promises';
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

/** The file behind a parsed path, or null when it is missing, not a file, or resolves outside root. */
export async function findMediaFile(root: string, relative: string): Promise<MediaFile | null> {
  try {
    const realRoot = await realpath(root);
    const real = await realpath(join(realRoot, relative));
    if (!real.startsWith(realRoot + sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}
