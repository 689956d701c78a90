// npm run bench:spin — the 360 spin in Debian's Chromium with 4x CPU throttling on a 36-frame set
// (1200x800 JPEG frames with texture, served by the bench as the demo media would be). Starts its own
// server on a temp data dir with the built app (CLIENT_DIR, default dist/client). The last line is
// one line of JSON: {"first_frame_ms","all_frames_ms","drag_p5_fps","drag_median_fps","longest_task_ms","decoded_mb"}.
// Targets (issue 5): drag p5 >= 55 fps, no main-thread task over 50 ms during preload, decoded <= 96 MB.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { SPIN_FRAMES } from '../src/domain/media.ts';
import { CHROMIUM_PATH } from './chromium-paths.ts';

const PORT = Number(process.env.BENCH_PORT || 8485);
const TENANT = 'metro-auto-group';
const origin = `http://${TENANT}.localhost:${PORT}`;

async function startServer(dataDir: string) {
  const server = spawn(resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MEDIA: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((ready, fail) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('localhost:') && ready());
    server.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  return server;
}

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

async function spinCarSlug(page: Page): Promise<string> {
  await page.goto(`${origin}/`);
  return page.evaluate(async () => {
    const boot = JSON.parse(document.getElementById('tenant-bootstrap')!.textContent!) as { search: { apiKey: string; appId: string; carsIndex: string } };
    const keys = new URLSearchParams({ 'x-algolia-api-key': boot.search.apiKey, 'x-algolia-application-id': boot.search.appId });
    const res = await fetch(`/1/indexes/*/queries?${keys}`, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: boot.search.carsIndex, hitsPerPage: 100 }] }) });
    const hits = ((await res.json()) as { results: { hits: { slug: string; has_spin: boolean }[] }[] }).results[0].hits;
    return hits.find((h) => h.has_spin)!.slug;
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor((p / 100) * sorted.length)))];
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-spin-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const frames = await Promise.all(Array.from({ length: SPIN_FRAMES }, (_, n) => frameJpeg(n)));
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'block' });
    await context.route('**/img/demo/spins/**', (route) => {
      const n = Number(/(\d+)\.jpg/.exec(new URL(route.request().url()).pathname)?.[1] ?? 0);
      return route.fulfill({ status: 200, contentType: 'image/jpeg', body: frames[n % frames.length] });
    });
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
    const slug = await spinCarSlug(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/cars/${slug}`);
    const stage = page.locator('.spin-stage');
    await stage.waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('spin:ready').length > 0, undefined, { timeout: 120_000 });
    const load = await page.evaluate(() => {
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
    const figures = {
      first_frame_ms: Math.round(load.first_frame_ms),
      all_frames_ms: Math.round(load.all_frames_ms),
      drag_p5_fps: Number(percentile(fps, 5).toFixed(1)),
      drag_median_fps: Number(percentile(fps, 50).toFixed(1)),
      longest_task_ms: Math.round(load.longest_task_ms),
      decoded_mb: Number((load.decoded_bytes / 1024 / 1024).toFixed(1)),
    };
    console.log(`spin of ${slug}: ${SPIN_FRAMES} frames, 4x CPU throttling, ${intervals.length} animation frames during the drag`);
    console.log(JSON.stringify(figures));
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
