// The pure parts of the media routes: path safety, transform parameters, format choice, ranges.
import { createHook } from 'node:async_hooks';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMediaFile, parseMediaPath } from '../../src/server/media/safe-path.ts';
import { chooseFormat, normalise, parseTransform } from '../../src/server/media/transform.ts';
import { parseRange } from '../../src/server/media/range.ts';

const parse = (q: string) => parseTransform(new URLSearchParams(q));

describe('parseMediaPath', () => {
  it('accepts ordinary and percent-encoded names', () => {
    expect(parseMediaPath('demo/photos/suv/red/side.jpg')).toEqual({ ok: true, relative: 'demo/photos/suv/red/side.jpg' });
    expect(parseMediaPath('demo/a%20b.jpg')).toEqual({ ok: true, relative: 'demo/a b.jpg' });
  });

  it.each(['', '..', '../x.jpg', 'a/../../x.jpg', '%2e%2e/x.jpg', '..%2fx.jpg', 'a%2F..%2F..%2Fx', '..%5cx.jpg', 'a\\..\\x', 'x%00.jpg', '/etc/passwd', 'a//b.jpg', '.env', 'a/%E0%A4%A.jpg'])(
    'refuses %j',
    (raw) => {
      expect(parseMediaPath(raw).ok).toBe(false);
    },
  );
});

describe('parseTransform', () => {
  it('reads short and long names', () => {
    expect(parse('w=600&q=75&fit=cover&format=auto')).toEqual({ ok: true, value: { width: 600, quality: 75, fit: 'cover', format: 'auto', height: undefined } });
    expect(parse('width=900&height=600&quality=80')).toMatchObject({ ok: true, value: { width: 900, height: 600, quality: 80 } });
  });

  it('ignores unknown keys and empty values', () => {
    expect(parse('v=3&w=&foo=bar')).toMatchObject({ ok: true, value: {} });
  });

  it.each([
    ['w=abc', 'w'],
    ['w=15', 'w'],
    ['w=601', 'w'],
    ['w=2401', 'w'],
    ['h=401', 'h'],
    ['q=76', 'q'],
    ['w=12.5', 'w'],
    ['w=1e3', 'w'],
    ['width=-4', 'width'],
    ['h=0', 'h'],
    ['q=0', 'q'],
    ['quality=101', 'quality'],
    ['fit=fill', 'fit'],
    ['format=gif', 'format'],
  ])('%s is a 400 on %s', (q, field) => {
    expect(parse(q)).toMatchObject({ ok: false, field });
  });
});

describe('chooseFormat', () => {
  it('negotiates auto from Accept', () => {
    expect(chooseFormat('auto', 'image/avif,image/webp,*/*', 'jpeg')).toBe('avif');
    expect(chooseFormat('auto', 'image/webp,*/*', 'jpeg')).toBe('webp');
    expect(chooseFormat('auto', 'image/*', 'jpeg')).toBe('jpeg');
    expect(chooseFormat('auto', undefined, 'png')).toBe('png');
  });

  it('keeps the source format when none is asked for', () => {
    expect(chooseFormat(undefined, 'image/avif', 'png')).toBe('png');
    expect(chooseFormat('webp', 'image/avif', 'jpeg')).toBe('webp');
  });
});

describe('normalise', () => {
  it('defaults fit to cover with both sizes and inside with one, and gives equal requests one key', () => {
    expect(normalise({ width: 150, height: 100 }, 'jpeg').fit).toBe('cover');
    expect(normalise({ width: 150 }, 'jpeg').fit).toBe('inside');
    expect(normalise({ width: 150, quality: 80 }, 'webp')).toEqual(normalise({ width: 150 }, 'webp'));
  });
});

describe('parseRange', () => {
  it('reads single ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no or unsupported ranges and refuses impossible ones', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 1000)).toBe('unsatisfiable');
  });
});

describe('findMediaFile', () => {
  it('finds a file, refuses a symlink out of the folder, and hands no work to the thread pool', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forecourt-media-'));
    try {
      mkdirSync(join(dir, 'media', 'cars'), { recursive: true });
      writeFileSync(join(dir, 'media', 'cars', 'a.jpg'), 'jpeg');
      writeFileSync(join(dir, 'secret.txt'), 'no');
      symlinkSync(join(dir, 'secret.txt'), join(dir, 'media', 'cars', 'b.jpg'));
      // Thread-pool hand-offs (fs.promises, fs callbacks) stall the loop under CPU pressure.
      const handedOff: string[] = [];
      const hook = createHook({ init: (_id, type) => void (type.startsWith('FSREQ') && handedOff.push(type)) }).enable();
      const found = findMediaFile(join(dir, 'media'), 'cars/a.jpg');
      const outside = findMediaFile(join(dir, 'media'), 'cars/b.jpg');
      const missing = findMediaFile(join(dir, 'media'), 'cars/c.jpg');
      hook.disable();
      expect(handedOff).toEqual([]);
      expect(found).toMatchObject({ path: join(dir, 'media', 'cars', 'a.jpg'), size: 4 });
      expect(outside).toBeNull();
      expect(missing).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
