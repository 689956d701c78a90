// A page whose HTML reaches the browser in pieces, as on a slow or busy connection: its first paint
// shows the header whole, and a search screen's toolbar whole, so nothing in them moves as the rest
// arrives. A proxy in front of the test server passes everything through, but for the page itself,
// whose first piece ends inside the part the test names.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env.ts';
import { layoutShifts, watchLayoutShifts } from './helpers/layout-shifts.ts';

const TENANT = 'metro-auto-group';
// Long enough that a busy machine has parsed the first piece, and would have painted it, before the rest comes.
const PAUSE_MS = 1500;

let proxy: Server;
let proxyPort = 0;
/** Where the page's first piece ends, which each test sets: this far into the first element that starts with `cut.at`. */
let cut = { at: '', into: 0 };

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
          const at = html.indexOf(cut.at) + cut.into;
          expect(at, `the page has ${cut.at}`).toBeGreaterThan(cut.into);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.write(html.slice(0, at));
          setTimeout(() => outgoing.end(html.slice(at)), PAUSE_MS);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  proxyPort = (proxy.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((closed) => proxy.close(() => closed())));

for (const path of ['/', '/search/used-cars']) {
  test(`${path} arriving in pieces paints its header whole: nothing in it moves as the rest comes`, async ({ page }) => {
    cut = { at: '<nav aria-label="Main"', into: 200 };
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchLayoutShifts(page);
    await page.goto(`http://${TENANT}.localhost:${proxyPort}${path}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => /site-|nav/.test(shift))).toEqual([]);
  });
}

test('a search screen arriving in pieces paints its toolbar whole: the search box does not move as the sort and buttons come', async ({ page }) => {
  // The first piece ends after the search box, before the sort beside it.
  cut = { at: '<div class="sort-select">', into: 0 };
  await page.setViewportSize({ width: 1280, height: 900 });
  await watchLayoutShifts(page);
  await page.goto(`http://${TENANT}.localhost:${proxyPort}/search/used-cars`);
  await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(shifts.filter((shift) => /search-|sort-/.test(shift))).toEqual([]);
});
