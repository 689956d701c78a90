// Writes the demo media under a media folder: listing photos, spin frames, interior panoramas,
// make badges and the walkaround video. Files already there are skipped and each file is written
// to a temporary name and renamed, so an interrupted run leaves no half files and a re-run only
// makes what is missing. Everything is deterministic.
//   tsx scripts/media/generate-media.ts --media-dir data/media
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INTERIOR_TRIMS, PHOTO_VIEWS, SPIN_FRAMES, mediaPaths, slugify } from '../../src/domain/media.ts';
import { type MakeRef, logoSvg } from './logo-renderer.ts';
import { panoramaSvg } from './panorama-renderer.ts';
import { photoSvg } from './photo-renderer.ts';
import { svgToJpeg, svgToPng } from './raster.ts';
import { PHOTO_SETS, photoPath, type ShapeColour } from './shapes.ts';
import { DEFAULT_SPIN_SETS, type SpinSet } from './spin-sets.ts';
import { spinAngle, spinSvg } from './spin-renderer.ts';

export interface GenerateMediaOptions {
  mediaDir: string;
  /** Shapes and paints to photograph; every shape in its palette by default. */
  photoSets?: readonly ShapeColour[];
  spinSets?: readonly SpinSet[];
  makes?: MakeRef[];
  onProgress?: (done: number, total: number) => void;
}

const WALKAROUND_ASSET = fileURLToPath(new URL('./assets/walkaround.mp4', import.meta.url));

interface Job {
  path: string;
  /** Writes the file at `to` (a temporary name). */
  make: (to: string) => Promise<void>;
}

const bytes = (render: () => Promise<Buffer>) => async (to: string) => writeFile(to, await render());

function plan(opts: GenerateMediaOptions): Job[] {
  const jobs: Job[] = [];
  // Shapes share a dashboard photo (photoSubject): it is drawn once.
  const photos = new Set<string>();
  for (const { shape, colour } of opts.photoSets ?? PHOTO_SETS) {
    for (const view of PHOTO_VIEWS) {
      const path = photoPath(shape, colour, view);
      if (photos.has(path)) continue;
      photos.add(path);
      jobs.push({ path, make: bytes(() => svgToJpeg(photoSvg(shape, colour, view))) });
    }
  }
  for (const { shape, colour } of opts.spinSets ?? DEFAULT_SPIN_SETS) {
    for (let frame = 0; frame < SPIN_FRAMES; frame++) {
      jobs.push({ path: mediaPaths.spinFrame(shape, colour, frame), make: bytes(() => svgToJpeg(spinSvg(shape, colour, spinAngle(frame)).svg)) });
    }
  }
  for (const trim of INTERIOR_TRIMS) {
    jobs.push({ path: mediaPaths.panorama(trim), make: bytes(() => svgToJpeg(panoramaSvg(trim), 85)) });
  }
  for (const make of opts.makes ?? []) {
    // The slug becomes a file name: anything a slug would not be could write outside the folder.
    if (slugify(make.slug) !== make.slug) throw new Error(`make slug ${JSON.stringify(make.slug)} is not a slug`);
    jobs.push({ path: mediaPaths.makeLogo(make.slug), make: bytes(() => svgToPng(logoSvg(make))) });
  }
  jobs.push({ path: mediaPaths.walkaroundVideo, make: (to) => copyFile(WALKAROUND_ASSET, to) });
  return jobs;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Renders what is missing; `files` counts the files written by this run. */
export async function generateMedia(opts: GenerateMediaOptions): Promise<{ files: number; ms: number }> {
  const started = performance.now();
  const root = resolve(opts.mediaDir);
  const jobs = plan(opts);
  const present = await Promise.all(jobs.map((j) => exists(join(root, j.path))));
  const todo = jobs.filter((_, i) => !present[i]);
  let done = jobs.length - todo.length;
  opts.onProgress?.(done, jobs.length);
  const made = new Set<string>();
  let next = 0;
  // SVG building runs on this thread while sharp rasterises and encodes on its own pool, so a
  // few jobs in flight keep both busy without swamping a small machine.
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      const target = join(root, job.path);
      const dir = dirname(target);
      if (!made.has(dir)) {
        await mkdir(dir, { recursive: true });
        made.add(dir);
      }
      const temp = `${target}.${process.pid}.tmp`;
      await job.make(temp);
      await rename(temp, target);
      opts.onProgress?.(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism() + 1) }, worker));
  return { files: todo.length, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--media-dir');
  const mediaDir = at > 0 ? process.argv[at + 1] : 'data/media';
  let last = 0;
  const result = await generateMedia({
    mediaDir,
    onProgress: (done, total) => {
      if (done === total || performance.now() - last > 2000) {
        last = performance.now();
        process.stdout.write(`\r${done}/${total} files`);
      }
    },
  });
  process.stdout.write(`\nwrote ${result.files} files in ${(result.ms / 1000).toFixed(1)} s into ${mediaDir}\n`);
}
