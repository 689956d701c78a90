// A page whose HTML reaches the browser in pieces, as on a slow or busy connection: its first paint
// shows the header whole, so nothing in it moves as the rest arrives. A proxy in front of the test
// server passes everything through, but for the page itself, whose first piece ends inside the
// header's navigation.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env.ts';
import { layoutShifts, watchLayoutShifts } from './helpers/layout-shifts.ts';

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

for (const path of ['/', '/search/used-cars']) {
  test(`${path} arriving in pieces paints its header whole: nothing in it moves as the rest comes`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchLayoutShifts(page);
    await page.goto(`http://${TENANT}.localhost:${proxyPort}${path}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => /site-|nav/.test(shift))).toEqual([]);
  });
}
