// generateMedia on a small subset: right files at the right sizes, nothing half-written, and a
// second run that makes nothing.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERIOR_TRIMS, PANORAMA_MASTER, PHOTO_MASTER, PHOTO_VIEWS, SPIN_FRAMES, mediaPaths } from '../../src/domain/media.ts';
import { generateMedia } from '../../scripts/media/generate-media.ts';
import { photoPath } from '../../scripts/media/shapes.ts';
import { SPIN_SIZE } from '../../scripts/media/spin-renderer.ts';

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allFiles(join(dir, e.name)) : [join(dir, e.name)]));

describe('generateMedia', () => {
  let mediaDir: string;
  const opts = () => ({
    mediaDir,
    photoSets: [{ shape: 'hatch' as const, colour: 'Red' as const }],
    spinSets: [{ shape: 'hatch' as const, colour: 'Red' as const }],
    makes: [{ slug: 'kia', name: 'Kia' }],
  });
  let first: { files: number; ms: number };
  const progress: [number, number][] = [];

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'forecourt-media-'));
    first = await generateMedia({ ...opts(), onProgress: (done, total) => progress.push([done, total]) });
  }, 120_000);

  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  const expected = PHOTO_VIEWS.length + SPIN_FRAMES + INTERIOR_TRIMS.length + 1 + 1;

  it('writes every planned file and reports progress to the end', () => {
    expect(first.files).toBe(expected);
    const files = allFiles(mediaDir);
    expect(files).toHaveLength(expected);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    expect(progress.at(-1)).toEqual([expected, expected]);
  });

  it('makes photos, spin frames and panoramas at their sizes', async () => {
    for (const view of PHOTO_VIEWS) {
      const m = await sharp(join(mediaDir, photoPath('hatch', 'Red', view))).metadata();
      expect([m.format, m.width, m.height]).toEqual(['jpeg', PHOTO_MASTER.width, PHOTO_MASTER.height]);
    }
    for (const frame of [0, 9, 18, 35]) {
      const m = await sharp(join(mediaDir, mediaPaths.spinFrame('hatch', 'Red', frame))).metadata();
      expect([m.format, m.width, m.height]).toEqual(['jpeg', SPIN_SIZE.width, SPIN_SIZE.height]);
    }
    for (const trim of INTERIOR_TRIMS) {
      const m = await sharp(join(mediaDir, mediaPaths.panorama(trim))).metadata();
      expect([m.format, m.width, m.height]).toEqual(['jpeg', PANORAMA_MASTER.width, PANORAMA_MASTER.height]);
    }
  });

  it('makes a transparent PNG badge and copies the walkaround video', async () => {
    const logo = await sharp(join(mediaDir, mediaPaths.makeLogo('kia'))).metadata();
    expect([logo.format, logo.width, logo.height, logo.hasAlpha]).toEqual(['png', 256, 256, true]);
    const video = readFileSync(join(mediaDir, mediaPaths.walkaroundVideo));
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('wraps the panorama seamlessly', async () => {
    const { data, info } = await sharp(join(mediaDir, mediaPaths.panorama('Grey'))).raw().toBuffer({ resolveWithObject: true });
    let diff = 0;
    for (let y = 0; y < info.height; y++) {
      for (let c = 0; c < info.channels; c++) {
        diff += Math.abs(data[y * info.width * info.channels + c] - data[((y + 1) * info.width - 1) * info.channels + c]);
      }
    }
    expect(diff / (info.height * info.channels)).toBeLessThan(3);
  });

  it('skips what is already there on a second run', async () => {
    const probe = join(mediaDir, photoPath('hatch', 'Red', 'side'));
    const before = statSync(probe).mtimeMs;
    const second = await generateMedia(opts());
    expect(second.files).toBe(0);
    expect(statSync(probe).mtimeMs).toBe(before);
  });
});
