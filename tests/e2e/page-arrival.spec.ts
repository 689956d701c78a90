// A page whose HTML reaches the browser in pieces, as on a slow or busy connection: its first paint
// shows the header whole, so nothing in it moves as the rest arrives. A proxy in front of the test
// server passes everything through, but for the page itself, whose first piece ends inside the
// header's navigation.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './env.ts';

const TENANT = 'metro-auto-group';
const PAUSE_MS = 600;

let proxy: Server;
let proxyPort = 0;

test.beforeAll(async () => {
  proxy = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: '127.0.0.1', port: E2E_PORT, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: `${TENANT}.localhost:${E2E_PORT}`, 'accept-encoding': 'identity' } },
      (answer) => {
        const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const html = Buffer.concat(parts).toString();
          const nav = html.indexOf('<nav aria-label="Main"');
          expect(nav, 'the page has its main navigation').toBeGreaterThan(0);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.write(html.slice(0, nav + 200));
          setTimeout(() => outgoing.end(html.slice(nav + 200)), PAUSE_MS);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  proxyPort = (proxy.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((closed) => proxy.close(() => closed())));

/** Each layout shift from the page's start, with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const named = (node?: Node | null) => (node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : String(node?.nodeName));
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => `${named(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`).join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const path of ['/', '/search/used-cars']) {
  test(`${path} arriving in pieces paints its header whole: nothing in it moves as the rest comes`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchShifts(page);
    await page.goto(`http://${TENANT}.localhost:${proxyPort}${path}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts.filter((shift) => /site-|nav/.test(shift))).toEqual([]);
  });
}
