// Accounts as a shopper meets them on metro-auto-group (sign-in on): a gated page sends them to sign
// in by mobile, the code read from the messages folder the embedded default writes, and back to the
// page they wanted; every gated page works signed in; the watchlist's Save and its toasts; My Garage
// lists the car and opens offline; signing out; the session refused on another dealer's site; bad
// input answered with the message for it, never a 500; and axe (WCAG 2.2 AA) on the new screens at
// phone and desktop sizes on every tenant. One server of the file's own, so the test can read its
// messages and database, and stop it for the offline check (the file's last test).
import { expect, test, type Page } from '@playwright/test';
import { DatabaseSync } from '@photostructure/sqlite';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES, WATCHLIST_MESSAGES } from '../../src/domain/account.ts';
import { LEAD_MESSAGES } from '../../src/domain/lead-schema.ts';
import type { Car } from '../../src/domain/stock.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { goOffline } from './helpers/offline.ts';
import { startOwnServer, type OwnServer } from './helpers/own-server.ts';
import { waitForServiceWorker, waitUntilCached } from './helpers/service-worker.ts';
import { findCar, openCarPage } from './helpers/car-finder.ts';
import { latestCode as latestCodeIn, signInByApi as signInByApiAt } from './helpers/sign-in.ts';
import { watchForPageLoading } from './helpers/navigation.ts';

test.describe.configure({ mode: 'default' });

let server: OwnServer;
let metro: (path?: string) => string;
let mobiles = 0;
/** A new shopper's mobile for each scenario (04 + 8 digits, unique per run). */
const newMobile = () => `04${String((Date.now() % 1_000_000) * 100 + ++mobiles).padStart(8, '0').slice(-8)}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ ACCOUNT_CODE_INTERVAL_S: '1' });
  metro = (path = '/') => `${server.origin('metro-auto-group')}${path}`;
});
test.afterAll(async () => {
  await server?.stop();
});

const latestCode = (tenant: string, to: string) => latestCodeIn(server.dataDir, tenant, to);

async function codeArrived(tenant: string, to: string, before: string | null) {
  await expect.poll(() => (readdirSync(join(server.dataDir, 'messages', tenant)).some((n) => n.includes(`-${to}.`)) ? latestCode(tenant, to) : null)).not.toBe(before);
}

/** On the sign-in page: the mobile, Send code, the code from the messages folder, Sign in. */
async function signInOnPage(page: Page, mobile: string, firstName?: string) {
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(latestCode('metro-auto-group', mobile.replace(/\s/g, '')));
  if (firstName) await page.getByRole('textbox', { name: 'First name (optional)' }).fill(firstName);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the API from the page (the browser keeps the cookie), for tests about what comes after. */
const signInByApi = (page: Page, mobile: string, firstName = 'Sam') => signInByApiAt(page, { origin: metro(''), tenant: 'metro-auto-group', mobile, firstName, dataDir: server.dataDir });

function sqlite<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(join(server.dataDir, 'forecourt.sqlite'));
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const carOf = (page: Page) => findCar(page, 'metro-auto-group', 'status:in_stock AND car_type:used AND price > 5000', (car: Car) => !car.reserved && car.images.length > 0, metro(''));

test('a gated page sends the shopper to sign in by mobile, and back to the page they wanted', async ({ page }) => {
  const car = await carOf(page);
  await openCarPage(page, 'metro-auto-group', car, '', metro(''));
  // Signed out, Save is the browser's favourites; signing in offers to move them to the watchlist.
  await page.locator('.car-sidebar').getByRole('button', { name: '♡ Save' }).click();
  await expect(page.locator('.car-sidebar').getByRole('button', { name: '♥ Saved' })).toBeVisible();
  await page.getByRole('link', { name: 'Reserve Car Now' }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to reserve this car');
  const mobile = newMobile();
  await signInOnPage(page, `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`, 'Jane');
  await expect(page.getByRole('heading', { name: 'Move your saved cars to your watchlist?' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: car.name })).toBeVisible();
  await page.getByRole('button', { name: 'Move to watchlist' }).click();
  await expect(page.getByText('Moved 1 car to your watchlist')).toBeVisible();
  await expect(page).toHaveURL(metro(`/cars/${car.slug}/checkout`));
  expect(sqlite<{ car_id: number }>('SELECT car_id FROM watchlist w JOIN auth_users u ON u.id = w.user_id WHERE u.phone_number = ?', mobile)).toEqual([{ car_id: car.id }]);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Sign in/);
  // Signed in: the header says so, and the reserve form starts from the account.
  await expect(page.getByRole('button', { name: 'Hi, Jane' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveValue(mobile);
  // Back on the browser's history skips the sign-in page (replaced): it was the car page.
  await page.goBack();
  await expect(page).toHaveURL(metro(`/cars/${car.slug}`));
});

test('signed in, the wanted page shows with no loading state between: its code came during the sign-in', async ({ page }) => {
  await page.goto(metro(`/sign-in?${new URLSearchParams({ type: 'my-garage', redirect: '/my-garage', back: '/' })}`));
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toBeVisible();
  const loadingSeen = await watchForPageLoading(page);
  await signInOnPage(page, newMobile(), 'Lee');
  await expect(page).toHaveURL(metro('/my-garage'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Sign in/);
  expect(await loadingSeen(), 'the page’s loading state showed on the way to My Garage').toBe(false);
});

test('bad input gets the message for it, never a 500: numbers, wrong, expired and replayed codes, unknown cars', async ({ page }) => {
  const statuses: number[] = [];
  page.on('response', (res) => res.url().includes('/api/') && statuses.push(res.status()));
  await page.goto(metro('/sign-in?type=watchlist&redirect=%2Fmy-garage&back=%2F'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save cars to your watchlist');
  const field = page.getByRole('textbox', { name: 'Mobile' });
  await field.fill('0212 345 678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(LEAD_MESSAGES.phoneInvalid)).toBeVisible();

  const mobile = newMobile();
  await field.fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByRole('textbox', { name: 'Code' });
  await code.fill('12ab');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.codeFormat)).toBeVisible();
  const right = latestCode('metro-auto-group', mobile);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.codeWrong)).toBeVisible();

  // Ten minutes on: the code has expired.
  sqlite('UPDATE auth_verifications SET expires_at = ? WHERE tenant = ? RETURNING id', new Date(Date.now() - 1000).toISOString(), 'metro-auto-group');
  await code.fill(right);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.codeExpired)).toBeVisible();

  // A new code signs in; the same code again (another browser) is a replay.
  await page.waitForTimeout(1100); // a number's interval between codes (ACCOUNT_CODE_INTERVAL_S=1 here)
  const resent = page.waitForResponse((res) => res.url().endsWith('/api/account/code'));
  await page.getByRole('button', { name: 'Send a new code' }).click();
  expect((await resent).status()).toBe(200);
  await codeArrived('metro-auto-group', mobile, right);
  const fresh = latestCode('metro-auto-group', mobile);
  await code.fill(fresh);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(metro('/my-garage'));
  const other = await page.context().browser()!.newPage();
  try {
    await other.goto(metro('/sign-in'));
    await other.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
    // Sent again would make a new code; typed straight in, as someone who saw the old one would:
    await other.evaluate(async ([m, c]) => fetch('/api/account/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mobile: m, code: c }) }).then((r) => r.json()), [mobile, fresh] as const).then((reply) => {
      expect(reply).toMatchObject({ errors: [{ field: 'code', message: ACCOUNT_MESSAGES.codeUsed }] });
    });
  } finally {
    await other.close();
  }

  // Unknown cars: the watchlist answers 400 with a message; the personalised quote page says what to do.
  const unknown = await page.evaluate(async (phone) => {
    const res = await fetch('/api/watchlist/save-car', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone_number: phone, car_id: 987654321 }) });
    return { status: res.status, body: await res.json() };
  }, mobile);
  expect(unknown).toEqual({ status: 400, body: { success: false, message: WATCHLIST_MESSAGES.unknownCar, errors: [{ field: 'car_id', message: WATCHLIST_MESSAGES.unknownCar }] } });
  await page.goto(metro('/personalised/finance?car_id=987654321'));
  await expect(page.getByText('Choose a car to see your personalised finance.')).toBeVisible();
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
});

test('every gated page on metro opens once signed in', async ({ page }) => {
  const car = await carOf(page);
  await signInByApi(page, newMobile(), 'Alex');
  const pages: [string, RegExp][] = [
    [`/cars/${car.slug}/checkout`, /Reserve/],
    ['/finance-pre-approval', /Finance Pre-Approval/],
    ['/finance', /Finance Pre-Approval/],
    [`/personalised/finance?car_id=${car.id}`, /Personalised Finance/],
    [`/checkout-journey?car_id=${car.id}`, /./],
    ['/spin-to-win', /Spin to Win/i],
    ['/online-payment', /Online Payment|Pay/i],
    ['/my-garage', /My Garage/],
    ['/toyota-garage', /Toyota Garage/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(metro(path));
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page, path).toHaveURL(metro(path));
  }
});

test('signed in, Save search keeps the search in My Garage, and the personalised quote is the shopper’s', async ({ page }) => {
  const car = await carOf(page);
  await signInByApi(page, newMobile(), 'Alex');
  await page.goto(metro('/search/used-cars'));
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved to My Garage')).toBeVisible();
  await page.goto(metro('/my-garage'));
  await expect(page.getByRole('link', { name: 'Used Cars' })).toHaveAttribute('href', '/search/used-cars');
  await expect(page.getByRole('checkbox', { name: 'E-mail me new matches' })).toBeDisabled();
  // The personalised quote is the shopper's: their name and a weekly figure from youX.
  await page.goto(metro(`/personalised/finance?car_id=${car.id}`));
  await expect(page.getByRole('heading', { name: 'Alex, your quote' })).toBeVisible();
  await expect(page.getByText(/^\$[\d,.]+ per week$/)).toBeVisible();
  const weekly = await page.getByText(/^\$[\d,.]+ per week$/).textContent();
  await page.getByRole('radio', { name: 'Poor' }).check({ force: true });
  await page.getByRole('button', { name: 'Update my quote' }).click();
  await expect(page.getByText(/^\$[\d,.]+ per week$/)).not.toHaveText(weekly!);
});

test("sign out; another dealer's site refuses the session", async ({ page }) => {
  await signInByApi(page, newMobile(), 'Kim');
  await page.goto(metro('/'));
  const cookie = (await page.context().cookies(metro())).find((c) => c.name === 'forecourt.session_token')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: 'metro-auto-group.localhost' });
  const sessionOn = async (tenant: string) => {
    const { port } = new URL(metro());
    const res = await page.request.get(`http://127.0.0.1:${port}/api/session`, { headers: { host: `${tenant}.localhost:${port}`, cookie: `${cookie.name}=${cookie.value}` } });
    return ((await res.json()) as { user: unknown }).user;
  };
  expect(await sessionOn('metro-auto-group')).toMatchObject({ name: 'Kim' });
  // The cookie is host-only (a browser would not even send it there); sent anyway, it is nobody's.
  expect(await sessionOn('harbourside-motors')).toBeNull();
  expect(await sessionOn('outback-caravans')).toBeNull();

  await page.getByRole('button', { name: 'Hi, Kim' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText("You're signed out")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await sessionOn('metro-auto-group')).toBeNull();
});

test('axe (WCAG 2.2 AA): sign-in, My Garage, a branded garage, the personalised quote, at phone and desktop sizes', async ({ page }) => {
  test.setTimeout(120_000);
  // Sign-in is on for metro and outback; harbourside has none of these screens (its /sign-in is the
  // not-found page, its header no account entry). My Garage and the personalised quote are metro's.
  const clean = async (what: string) => {
    for (const size of [{ width: 412, height: 823 }, { width: 1280, height: 900 }]) {
      await page.setViewportSize(size);
      // The header (the account entry) and the screen; the footer is no part of these screens.
      await expectNoAxeViolations(page, `${what} at ${size.width}`, ['header', 'main']);
    }
  };
  const car = await carOf(page);
  await page.goto(`${server.origin('harbourside-motors')}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await clean('harbourside, without sign-in');
  await page.goto(`${server.origin('outback-caravans')}/sign-in?type=trade-in&redirect=%2Ftrade-in&back=%2F`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to value your trade-in');
  await clean('outback sign-in');
  await page.goto(metro('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F'));
  const mobile = newMobile();
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.codeRequired)).toBeVisible();
  await clean('metro sign-in, the code step with an error');
  await page.getByRole('textbox', { name: 'Code' }).fill(latestCode('metro-auto-group', mobile));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your watchlist' })).toBeVisible();
  await page.getByRole('button', { name: /^(Hi, |Your account)/ }).click();
  await clean('my garage, the account menu open');
  await page.goto(metro('/toyota-garage'));
  await expect(page.getByRole('heading', { name: 'Your watchlist' })).toBeVisible();
  await clean('toyota garage');
  await page.goto(metro(`/personalised/finance?car_id=${car.id}`));
  await expect(page.getByText(/per week$/)).toBeVisible();
  await clean('personalised finance');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('Save and Saved with the toasts; My Garage lists the car and opens offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    const car = await carOf(page);
    await page.goto(metro('/'));
    await waitForServiceWorker(page);
    await signInByApi(page, newMobile(), 'Robin');
    await openCarPage(page, 'metro-auto-group', car, '', metro(''));
    const save = page.locator('.car-sidebar').getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(page.getByText('Car Saved In Watchlist')).toBeVisible();
    const saved = page.locator('.car-sidebar').getByRole('button', { name: 'Saved', exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { name: string }[] }).dataLayer ?? []).map((e) => e.name));
    expect(events).toContain('39');
    await saved.click();
    await expect(page.getByText('Car Removed')).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByText('Car Saved In Watchlist')).toBeVisible();

    await page.goto(metro('/my-garage'));
    await expect(page.getByRole('link', { name: car.name })).toBeVisible();
    await waitUntilCached(page, '/api/garage');
    await waitUntilCached(page, '/my-garage');

    await server.stop();
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage');
    await expect(page.getByRole('link', { name: car.name })).toBeVisible();
    await expect(page.getByText("You're offline: this is My Garage as you last saw it.")).toBeVisible();
  });
});
