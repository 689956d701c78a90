// The accessibility gate: axe (WCAG 2.2 A and AA) on every screen the manifest lists, for each demo
// tenant, on a phone and a desktop, with the screen's dialogs and panels open. The screens come from
// src/domain/screens.ts, so a screen is covered the day its entry lands; one with path parameters needs
// an example here (the test says which is missing). One page load a screen, tenant and viewport.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { isGated } from '../../src/domain/gated-pages.ts';
import { patternsOf, screenAt } from '../../src/domain/screen-match.ts';
import { SCREENS, type Screen } from '../../src/domain/screens.ts';
import type { TenantBootstrap } from '../../src/domain/tenant-bootstrap.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { findCar, tenantOrigin, waitUntilCarPageLive } from './helpers/car-finder.ts';
import { tenantBootstrap, tenantSite } from './helpers/cars.ts';
import { latestCode, newMobile, sharedDataDir } from './helpers/sign-in.ts';

const TENANTS = ['metro-auto-group', 'harbourside-motors', 'outback-caravans'];
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 900 } };

/** What a tenant's example paths are made of: its bootstrap and one real car (in stock, with photos). */
interface TenantExamples {
  bootstrap: TenantBootstrap;
  car: string;
  carName: string;
}

/** Each screen's path parameters, by `screen.param` (or `param` for every screen), from the tenant's own data. */
const PARAMS: Record<string, (e: TenantExamples) => string | undefined> = {
  'car.slug': (e) => e.car,
  'reserve.slug': (e) => e.car,
  'location.slug': (e) => e.bootstrap.navigation.locations[0]?.slug,
  'location-contact.slug': (e) => e.bootstrap.navigation.locations[0]?.slug,
  brand: (e) => e.bootstrap.navigation.brands.find((b) => !b.skipPage)?.slug,
  manufacturer: (e) => e.bootstrap.navigation.brands.find((b) => !b.skipPage)?.slug,
  offerId: () => '1',
  model: (e) => e.bootstrap.navigation.models[0]?.slug,
};
/** Paths for the screens whose pattern is a regular expression, which the gate cannot fill in. */
const EXPRESSION_PATHS: Record<string, (e: TenantExamples) => string> = {
  car: (e) => `/cars/${e.car}`,
};
/** Screens that show a car named in the query (`?car_id=`) show it in the gate too. */
const CAR_IN_QUERY = new Set(['print', 'checkout-journey', 'personalised-finance', 'test-drive', 'finance', 'trade-in']);
const NOT_FOUND_EXAMPLE = '/no/such/page';

/**
 * Where the gate sends each screen of this tenant: its first path with the tenant's values and the
 * examples filled in, or why it has none (the tenant switched the screen off).
 */
function examplePath(screen: Screen, e: TenantExamples): { path: string } | { skip: string } {
  const tenant = e.bootstrap.tenant;
  if (screen.name === 'not-found') return { path: NOT_FOUND_EXAMPLE };
  if (screen.feature && !tenant.features[screen.feature]) return { skip: `${screen.feature} is off for this tenant` };
  const pattern = screen.paths.flatMap((p) => patternsOf(p, tenant))[0];
  if (pattern instanceof RegExp && EXPRESSION_PATHS[screen.name]) return { path: EXPRESSION_PATHS[screen.name](e) };
  if (typeof pattern !== 'string') throw new Error(`screen ${screen.name}: add its example path to EXPRESSION_PATHS in this spec`);
  const path = pattern
    .replace(/\/\*$/, '')
    .replace(/:(\w+)\??/g, (_, param: string) => {
      const value = (PARAMS[`${screen.name}.${param}`] ?? PARAMS[param])?.(e);
      if (!value) throw new Error(`screen ${screen.name}: add an example for :${param} to PARAMS in this spec`);
      return value;
    });
  const query = CAR_IN_QUERY.has(screen.name) ? `?car_id=${e.car}` : '';
  return { path: (path || '/') + query };
}

/**
 * The saved-cars screens are checked with the example car in them (empty, they show only a note):
 * saved as a shopper saves it, with the car page's toggle, which names what it turns into. A tenant
 * that keeps no browser lists (a watchlist instead) has no such toggle: its screen is checked as is.
 */
const SAVED_FIRST: Record<string, { press: string; pressed: string }> = {
  favourites: { press: '♡ Save', pressed: '♥ Saved' },
  compare: { press: '+ Compare', pressed: '✓ Comparing' },
};

async function saveExampleCar(page: Page, tenant: string, car: string, toggle: { press: string; pressed: string }): Promise<boolean> {
  await page.goto(`${tenantOrigin(tenant)}/cars/${car}`);
  await waitUntilCarPageLive(page);
  const press = page.getByRole('button', { name: toggle.press, exact: true }).first();
  if ((await press.count()) === 0) return false;
  await press.click();
  await expect(page.getByRole('button', { name: toggle.pressed, exact: true }).first()).toBeVisible();
  return true;
}

const sessions = new Map<string, Promise<{ name: string; value: string }[]>>();
/**
 * A shopper signed in on the tenant's site, once a worker per tenant, through the API from the test's
 * side (helpers/sign-in.ts reads the code the server wrote), and the session's cookies set in the
 * test's browser: no page load. So a gated screen shows itself, not sign-in.
 */
async function signIn(page: Page, context: BrowserContext, tenant: string): Promise<void> {
  let cookies = sessions.get(tenant);
  if (!cookies) {
    cookies = (async () => {
      const origin = tenantOrigin(tenant);
      const { host, port } = new URL(origin);
      const mobile = newMobile();
      const post = (path: string, data: unknown) => page.request.post(`http://127.0.0.1:${port}${path}`, { headers: { host, origin }, data });
      expect((await post('/api/account/code', { mobile })).status(), 'a sign-in code sent').toBe(200);
      const answer = await post('/api/account/sign-in', { mobile, code: latestCode(sharedDataDir(), tenant, mobile) });
      expect(answer.status(), 'signed in').toBe(200);
      return answer
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => {
          const [name, ...value] = h.value.split(';')[0].split('=');
          return { name, value: value.join('=') };
        });
    })();
    sessions.set(tenant, cookies);
  }
  await context.addCookies((await cookies).map((c) => ({ ...c, domain: `${tenant}.localhost`, path: '/' })));
}

const examples = new Map<string, Promise<TenantExamples>>();
/** Asked once a worker per tenant, from the test's side: no page load. */
function examplesOf(page: Page, tenant: string): Promise<TenantExamples> {
  let found = examples.get(tenant);
  if (!found) {
    found = (async () => {
      const bootstrap = await tenantBootstrap(tenantSite(page.request, tenantOrigin(tenant)));
      const car = await findCar(page, tenant, '', (c) => isAvailable(c.status) && !c.reserved && c.primary_image_url !== null);
      return { bootstrap, car: car.slug, carName: car.name };
    })();
    examples.set(tenant, found);
  }
  return found;
}

/**
 * Waits until the screen has rendered what it loads: its heading, nothing busy, and, scrolled down as
 * a shopper would, the sections that render as they near the screen (the car page's, home's).
 */
async function waitUntilRendered(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(main.locator('h1').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1500);
        return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
      },
      { message: 'scrolled to the end of the page', intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A part of a screen a shopper opens, checked open: what opens it, and what to check once it is. */
interface Opened {
  what: string;
  open: (page: Page) => Promise<void>;
  /** The part alone (a modal dialog hides the rest), or the whole page with the part open. */
  scope: string;
}

const DIALOG = '[role=dialog]';
/** The screens' dialogs and panels: opened after the screen's own check, each then checked on its own. */
const OPENED: Record<string, (size: string) => Opened[]> = {
  car: () => [
    // The form's dialog, once its code is in (until then the button opens the form's frame, a native <dialog>).
    { what: 'the enquiry dialog', open: clickIfThere('button', 'Enquire Now', `${DIALOG} form`), scope: DIALOG },
    { what: 'the fullscreen gallery', open: clickIfThere('button', 'Fullscreen'), scope: DIALOG },
  ],
  location: () => [{ what: 'the holiday hours dialog', open: clickIfThere('button', 'View Holiday Hours'), scope: DIALOG }],
  home: (size) =>
    size === 'phone'
      ? [{ what: 'the menu', open: clickIfThere('button', 'Open menu'), scope: '.nav-drawer' }]
      : [{ what: "the header's first menu", open: (page) => page.locator('.nav-trigger').first().click(), scope: '.nav-panel:not([hidden])' }],
};

/**
 * Clicks the first such control, where the screen has one (a tenant may have none: a chat link in
 * place of the enquiry dialog), and waits for what it opens when that comes later (`opens`).
 */
function clickIfThere(role: 'button', name: string, opens?: string) {
  return async (page: Page) => {
    const control = page.getByRole(role, { name, exact: true }).first();
    if ((await control.count()) === 0) return;
    await control.click();
    if (opens) await expect(page.locator(opens)).toBeVisible();
  };
}

/** The search screens' filter panel, which a phone opens over the results: checked open, with the page. */
async function openFiltersOnPhone(page: Page, screen: Screen, size: string): Promise<void> {
  if (screen.chunk !== 'search' || size !== 'phone') return;
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.locator('#search-filters')).toBeVisible();
}

/**
 * The search screens' filter panel scrolled until its last 'Show all …' button straddles the top edge
 * of the 'Show Me N cars' button, where a shopper scrolling the panel brings it: neither may cover the
 * other (WCAG 2.5.8), at this or any other scroll position.
 */
async function showAllAtShowMe(page: Page): Promise<void> {
  const showAll = page.locator('#search-filters .facet-more').last();
  if ((await showAll.count()) === 0 || (await page.locator('#search-filters .show-me').count()) === 0) return;
  await showAll.evaluate((button) => {
    button.scrollIntoView({ block: 'end' });
    let scroller = button.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    const showMe = document.querySelector('#search-filters .show-me')!.getBoundingClientRect();
    const own = button.getBoundingClientRect();
    (scroller ?? document.scrollingElement!).scrollBy(0, own.top + own.height / 2 - showMe.top);
  });
}

for (const tenant of TENANTS) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${tenant} on a ${size}`, () => {
      test.use({ viewport });
      test.describe.configure({ timeout: 60_000 });

      for (const screen of SCREENS) {
        test(`${screen.name} is axe-clean`, async ({ page, context }) => {
          const e = await examplesOf(page, tenant);
          const example = examplePath(screen, e);
          test.skip('skip' in example, 'skip' in example ? example.skip : '');
          if (!('path' in example)) return;
          const opens = screenAt(example.path.split('?')[0], SCREENS, e.bootstrap.tenant).screen.name;
          // A fixed path an earlier screen takes for this tenant (metro's own warranty page opens at
          // /warranty, which the warranty screen serves only to a dealer without one) is that screen's.
          test.skip(opens !== screen.name && screen.paths.every((p) => typeof p === 'string' && !p.includes(':')), `${example.path} opens ${opens} here`);
          expect(opens, `${example.path} opens ${screen.name}`).toBe(screen.name);
          // Spec §4: a screen this tenant gates shows sign-in to a shopper not signed in (checked as the
          // sign-in screen); signed in, it shows itself.
          if (screen.gate !== undefined && isGated(screen.gate, e.bootstrap.tenant)) await signIn(page, context, tenant);

          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          const toggle = SAVED_FIRST[screen.name];
          const saved = toggle !== undefined && (await saveExampleCar(page, tenant, e.car, toggle));
          await page.goto(tenantOrigin(tenant) + example.path);
          await waitUntilRendered(page);
          if (saved) await expect(page.locator('main').getByText(e.carName).first()).toBeVisible();
          // Still the screen asked for (a gated one signed in, not sent to sign-in).
          expect(new URL(page.url()).pathname).toBe(example.path.split('?')[0]);
          await openFiltersOnPhone(page, screen, size);
          const where = `${tenant} ${screen.name} (${example.path}) on a ${size}`;
          // The header and footer are the same on every screen: checked on home, the rest check their own part.
          await expectNoAxeViolations(page, where, screen.name === 'home' ? 'body' : 'main');
          if (screen.chunk === 'search') {
            await test.step("the filter panel at its last 'Show all'", async () => {
              await showAllAtShowMe(page);
              await expectNoAxeViolations(page, `the filter panel of ${where}, at its last 'Show all'`, '#search-filters');
            });
          }
          for (const part of OPENED[screen.name]?.(size) ?? []) {
            // A step each, so a failure or a timeout names the part.
            await test.step(part.what, async () => {
              await part.open(page);
              if ((await page.locator(part.scope).count()) === 0) return;
              await expect(page.locator(part.scope).first()).toBeVisible();
              await expectNoAxeViolations(page, `${part.what} of ${where}`, part.scope);
              // Closed as a shopper closes it, before the next is opened.
              await page.keyboard.press('Escape');
              await expect(page.locator(part.scope)).toBeHidden();
            });
          }
          expect(errors).toEqual([]);
        });
      }
    });
  }
}
