// One-off: renders the committed walkaround video (scripts/media/assets/walkaround.mp4) from the
// spin renderer at small angle steps and encodes it with ffmpeg. Only needed to remake the asset;
// nothing at run time needs ffmpeg, since generateMedia copies the committed file.
//   tsx scripts/media/make-walkaround.ts   (needs ffmpeg on PATH)
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { spinSvg } from './spin-renderer.ts';

const FPS = 30;
const SECONDS = 8;
const SIZE = { width: 640, height: 360 };
const OUT = fileURLToPath(new URL('./assets/walkaround.mp4', import.meta.url));

const dir = await mkdtemp(join(tmpdir(), 'walkaround-'));
try {
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    const { svg } = spinSvg('suv-mid', 'Red', (i * 360) / frames, SIZE);
    await writeFile(join(dir, `${String(i).padStart(4, '0')}.png`), await sharp(Buffer.from(svg)).png().toBuffer());
  }
  const run = spawnSync(
    'ffmpeg',
    ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, '%04d.png'), '-c:v', 'libx264', '-preset', 'slow', '-crf', '26',
      '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', OUT],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`ffmpeg failed (${run.status ?? run.error?.message})`);
  console.log(`wrote ${OUT}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
