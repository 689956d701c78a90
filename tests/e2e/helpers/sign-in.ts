// Signing a shopper in as they do it: a code sent to their mobile, read from the messages folder the
// embedded default writes (DATA_DIR/messages/<tenant>/), then posted back. The shared server's
// DATA_DIR is E2E_DATA_DIR (playwright.config.ts sets it for every worker); a spec with a server of
// its own passes that server's.
import { expect, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function sharedDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

/** A new shopper's Australian mobile (04 and 8 digits). */
export const newMobile = () => `04${String(randomInt(100_000_000)).padStart(8, '0')}`;

/** The latest sign-in code sent to `to` on the tenant's site: the newest file of its messages folder. */
export function latestCode(dataDir: string, tenant: string, to: string): string {
  const folder = join(dataDir, 'messages', tenant);
  const newest = readdirSync(folder)
    .filter((name) => name.includes(`-${to}.`))
    .sort()
    .at(-1);
  expect(newest, `a message to ${to}`).toBeTruthy();
  return /\b(\d{6})\b/.exec(readFileSync(join(folder, newest!), 'utf8'))![1];
}

/** Signs in through the API from a page of the site (the browser keeps the cookie), for tests about what comes after. */
export async function signInByApi(page: Page, { origin, tenant, mobile, firstName = 'Sam', dataDir = sharedDataDir() }: { origin: string; tenant: string; mobile: string; firstName?: string; dataDir?: string }) {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/contact`);
  const post = (path: string, body: unknown) =>
    page.evaluate(async ([p, b]) => (await fetch(p as string, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) })).status, [path, body] as const);
  expect(await post('/api/account/code', { mobile })).toBe(200);
  expect(await post('/api/account/sign-in', { mobile, code: latestCode(dataDir, tenant, mobile), first_name: firstName })).toBe(200);
}
