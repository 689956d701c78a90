// npm run bench:spin — the 360 spin in Debian's Chromium with 4x CPU throttling on a 36-frame set
// (1200x800 JPEG frames with texture). Starts its own server on a temp data dir with the built app
// (CLIENT_DIR, default dist/client) and the frames in its media folder, served by its /img route as
// an image CDN's edge would serve them: a first visit (not measured) leaves each resized frame in the
// server's image cache. Frames handed to the page by the bench itself (Playwright's request
// interception) were base64 over the DevTools protocol and took the CPU the page's main thread was
// being measured on: a preload twice as long, with tasks stretched by it. The last line is
// one line of JSON: {"first_frame_ms","all_frames_ms","drag_p5_fps","drag_median_fps","longest_task_ms","decoded_mb"},
// then the same load figures for a second car given a 72-frame set ("…_72_frames").
// Targets (issue 5): drag p5 >= 55 fps, no main-thread task over 50 ms during preload, decoded <= 96 MB
// even for a 72-frame set.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openSqliteFile } from '../src/server/sqlite/database.ts';
import sharp from 'sharp';
import { IMG_PREFIX, SPIN_FRAMES } from '../src/domain/media.ts';
import { CHROMIUM_PATH } from './chromium-paths.ts';
import { machineReading } from './bench-machine.ts';
import { spawnServer } from './server-process.ts';

const PORT = Number(process.env.BENCH_PORT || 8485);
const TENANT = 'metro-auto-group';
/** Issue 5: decoded frames within the budget "even for a 72-frame set" (the `…_72_frames` figures). */
const LARGE_SET_FRAMES = 72;
const origin = `http://${TENANT}.localhost:${PORT}`;

/** A frame with noise, so decoding costs what a photo's would. */
function frameJpeg(n: number): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = n * 7919 + 1;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (seed >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** Two cars with a spin on the bench tenant. */
async function spinCarSlugs(page: Page): Promise<[string, string]> {
  await page.goto(`${origin}/`);
  return page.evaluate(async () => {
    const boot = JSON.parse(document.getElementById('tenant-bootstrap')!.textContent!) as { search: { apiKey: string; appId: string; carsIndex: string } };
    const keys = new URLSearchParams({ 'x-algolia-api-key': boot.search.apiKey, 'x-algolia-application-id': boot.search.appId });
    const res = await fetch(`/1/indexes/*/queries?${keys}`, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: boot.search.carsIndex, hitsPerPage: 100 }] }) });
    const hits = ((await res.json()) as { results: { hits: { slug: string; has_spin: boolean }[] }[] }).results[0].hits;
    const [first, second] = hits.filter((h) => h.has_spin);
    return [first!.slug, second!.slug] as [string, string];
  });
}

/**
 * Gives a car a spin of `frames` in the server's database (WAL: the running server reads it on the next
 * request) and puts the frames' files where its /img route reads them.
 */
function giveFrames(dataDir: string, mediaDir: string, slug: string, frames: Buffer[]) {
  const db = openSqliteFile(join(dataDir, 'forecourt.sqlite'));
  try {
    const row = db.prepare('SELECT data FROM cars WHERE slug = ?').get(slug) as { data: string };
    const car = JSON.parse(row.data) as { spin_images: string[] };
    const first = car.spin_images[0]!;
    car.spin_images = frames.map((_, n) => first.replace(/\d+\.jpg$/, `${String(n).padStart(2, '0')}.jpg`));
    db.prepare('UPDATE cars SET data = ? WHERE slug = ?').run(JSON.stringify(car), slug);
    car.spin_images.forEach((url, n) => {
      const file = join(mediaDir, url.slice(IMG_PREFIX.length));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, frames[n]!);
    });
  } finally {
    db.close();
  }
}

interface Load {
  first_frame_ms: number;
  all_frames_ms: number;
  longest_task_ms: number;
  decoded_bytes: number;
}

/** Opens a car's page at 4x CPU throttling and times its spin's preload, from the spin's own marks. */
async function loadSpin(page: Page, slug: string): Promise<Load> {
  await page.goto(`${origin}/cars/${slug}`);
  await page.locator('.spin-stage').waitFor();
  // Waits on a performance observer, not waitForFunction: its polling runs on the main thread every
  // animation frame and would be counted in the very tasks this measures.
  await page.evaluate(SPIN_READY);
  return page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0] as PerformanceMark;
    const open = at('spin:open').startTime;
    const ready = at('spin:ready');
    const tasks = (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks.filter((t) => t.start >= open && t.start <= ready.startTime);
    return {
      first_frame_ms: at('spin:first-frame').startTime - open,
      all_frames_ms: ready.startTime - open,
      longest_task_ms: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
      decoded_bytes: (ready.detail as { decodedBytes: number }).decodedBytes,
    };
  });
}

/** Resolves once the page marks 'spin:ready' (page-side source text: tsx's name helper is not in the page). */
const SPIN_READY = `new Promise((ready, fail) => {
  setTimeout(() => fail(new Error('the spin was not ready within 120 s')), 120000);
  if (performance.getEntriesByName('spin:ready').length) return ready();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('spin:ready').length) observer.disconnect(), ready();
  }).observe({ type: 'mark' });
})`;

const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor((p / 100) * sorted.length)))];
};

async function main() {
  const machine = machineReading();
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-spin-'));
  const mediaDir = join(dataDir, 'media');
  const server = await spawnServer({ PORT: String(PORT), DATA_DIR: dataDir, MEDIA_DIR: mediaDir, DEMO_MEDIA: 'off' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const frames = await Promise.all(Array.from({ length: LARGE_SET_FRAMES }, (_, n) => frameJpeg(n)));
    const newContext = () => browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'block' });
    const warmUp = await newContext();
    const [slug, slug72] = await spinCarSlugs(await warmUp.newPage());
    giveFrames(dataDir, mediaDir, slug, frames.slice(0, SPIN_FRAMES));
    giveFrames(dataDir, mediaDir, slug72, frames);
    // The first visit, unthrottled and not measured: the server resizes each frame once and keeps it.
    for (const car of [slug, slug72]) {
      const page = await warmUp.newPage();
      await page.goto(`${origin}/cars/${car}`);
      await page.evaluate(SPIN_READY);
      await page.close();
    }
    await warmUp.close();

    // Measured in a context of its own: nothing in its HTTP cache.
    const context = await newContext();
    // tsx keeps function names with a __name helper that the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await context.addInitScript(() => {
      const w = window as unknown as { benchLongTasks: { start: number; duration: number }[] };
      w.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.benchLongTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const load = await loadSpin(page, slug);
    const stage = page.locator('.spin-stage');

    // A scripted drag: 3 s of pointer moves back and forth, recording animation frame intervals.
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.evaluate(() => {
      const w = window as unknown as { benchFrames: number[]; benchRecording: boolean };
      w.benchFrames = [];
      w.benchRecording = true;
      const tick = (t: number) => {
        w.benchFrames.push(t);
        if (w.benchRecording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const started = Date.now();
    let step = 0;
    while (Date.now() - started < 3000) {
      const phase = (step++ % 60) / 60;
      await page.mouse.move(box.x + box.width / 2 + Math.sin(phase * Math.PI * 2) * box.width * 0.4, y);
    }
    await page.mouse.up();
    const intervals = await page.evaluate(() => {
      const w = window as unknown as { benchFrames: number[]; benchRecording: boolean };
      w.benchRecording = false;
      return w.benchFrames.slice(1).map((t, i) => t - w.benchFrames[i]);
    });
    const fps = intervals.map((ms) => 1000 / ms);
    // A second car with twice the frames, in a fresh page (its own long-task record), the first one closed.
    await page.close();
    const page72 = await context.newPage();
    await (await context.newCDPSession(page72)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const load72 = await loadSpin(page72, slug72);
    const figures = {
      first_frame_ms: Math.round(load.first_frame_ms),
      all_frames_ms: Math.round(load.all_frames_ms),
      drag_p5_fps: Number(percentile(fps, 5).toFixed(1)),
      drag_median_fps: Number(percentile(fps, 50).toFixed(1)),
      longest_task_ms: Math.round(load.longest_task_ms),
      decoded_mb: mb(load.decoded_bytes),
      first_frame_ms_72_frames: Math.round(load72.first_frame_ms),
      all_frames_ms_72_frames: Math.round(load72.all_frames_ms),
      longest_task_ms_72_frames: Math.round(load72.longest_task_ms),
      decoded_mb_72_frames: mb(load72.decoded_bytes),
      machine,
    };
    console.log(`spin of ${slug}: ${SPIN_FRAMES} frames, 4x CPU throttling, ${intervals.length} animation frames during the drag; ${slug72}: ${LARGE_SET_FRAMES} frames`);
    console.log(JSON.stringify(figures));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
