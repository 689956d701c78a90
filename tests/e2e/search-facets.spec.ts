// Search facets and timing (issue 4 §1-2, spec §3/§5/§9): the kilometres slider and the list panels
// beyond make and model refine the results; text waits 300 ms and sliders 400 ms after the last
// change before they refine (on a stopped clock, so the test times nothing); 'Show Me N cars' counts
// up to a new total; a search starts ahead on a mouse press or a pause in typing, and a quick click
// shows its refinement and its results in one commit.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { holdRequests } from './helpers/hold.ts';
import { answered, decodedQuery, settled, withoutWholeSets } from './helpers/search.ts';
import { literal } from './helpers/text.ts';

const SEARCH = '/search/new-used-and-demo-cars/';

const countShown = async (page: Page) => Number((await page.locator('.search-count').innerText()).replace(/\D/g, ''));

/** Stops the page's clock: from here timers fire only on `page.clock.runFor`. */
async function stopClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** The bodies of the search requests the page sends from here on. */
async function recordSearches(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('**/1/indexes/*/queries*', (route) => {
    asked.push(route.request().postData() ?? '');
    // On to the routes before this one (withoutWholeSets), then the network.
    return route.fallback();
  });
  return asked;
}

/** Whether the results show as updating (the page's loading state) at any moment from here on. */
async function watchResultsBusy(page: Page): Promise<() => Promise<boolean>> {
  await page.locator('.search-results').evaluate((results) => {
    const w = window as unknown as { wentBusy: boolean };
    w.wentBusy = false;
    new MutationObserver(() => (w.wentBusy ||= results.getAttribute('aria-busy') === 'true')).observe(results, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  return () => page.evaluate(() => (window as unknown as { wentBusy: boolean }).wentBusy);
}

test.use({ viewport: { width: 1024, height: 768 } });
// These are the network's path of a click (the search ahead, the held render, the loading state);
// with a browse's whole set in the worker, a click needs no network (search-local-refinement.spec.ts).
test.beforeEach(({ context }) => withoutWholeSets(context));

test('the search text refines 300 ms after the last keystroke, a slider 400 ms after it stops', async ({ page }) => {
  await page.clock.install();
  await page.goto(SEARCH);
  await settled(page);
  await stopClock(page);

  const box = page.getByRole('searchbox', { name: 'Search cars' });
  await box.pressSequentially('maz');
  await page.clock.runFor(200);
  await box.pressSequentially('da');
  // 299 ms after the last key: still waiting (the first keys' timer was replaced, not kept).
  await page.clock.runFor(299);
  expect(decodedQuery(page)).toBe('');
  await page.clock.runFor(1);
  await expect.poll(() => decodedQuery(page)).toBe('query=mazda');
  // The shopper moves the slider over the answer's own range: the results for 'mazda' in, and a frame
  // run so the facets (and the slider's ends) follow them. New ends arriving mid-move would rightly
  // clamp the move, and which came first would be a race on this machine's load.
  await answered(page);
  await page.clock.runFor(100);

  const maxKm = page.getByRole('slider', { name: 'Maximum kilometres' });
  await maxKm.focus();
  await maxKm.press('ArrowLeft');
  await page.clock.runFor(300);
  await maxKm.press('ArrowLeft');
  await page.clock.runFor(399);
  expect(decodedQuery(page)).toBe('query=mazda');
  await page.clock.runFor(1);
  await expect.poll(() => decodedQuery(page)).toBe(`query=mazda&range[km]=:${await maxKm.inputValue()}`);
});

test('the kilometres slider keeps every card at or under its maximum, in thousands', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const all = await countShown(page);
  const maxKm = page.getByRole('slider', { name: 'Maximum kilometres' });
  await expect(page.getByRole('slider', { name: 'Minimum kilometres' })).toHaveValue('0');
  await maxKm.focus();
  for (let i = 0; i < 70; i++) await maxKm.press('ArrowLeft');
  const max = Number(await maxKm.inputValue());
  expect(max % 1000).toBe(0);
  await expect.poll(() => decodedQuery(page)).toBe(`range[km]=:${max}`);
  await settled(page);
  await expect.poll(() => countShown(page)).toBeLessThan(all);
  const strips = await page.locator('.car-card-strip').allTextContents();
  expect(strips.length).toBeGreaterThan(0);
  for (const strip of strips) {
    const km = Number(/([\d,]+) km/.exec(strip)![1].replace(/,/g, ''));
    expect(km).toBeLessThanOrEqual(max);
  }
  await expect(page.locator('.range-slider-output').filter({ hasText: ' km' })).toHaveText(`0 km – ${max.toLocaleString('en-AU')} km`);
});

test('feature, category, badge, availability and location panels list their values and refine', async ({ page }) => {
  await page.goto(SEARCH);
  await settled(page);
  const all = await countShown(page);
  // These panels start closed: their heading alone, until the shopper opens them.
  for (const name of ['Badge', 'Category', 'Feature', 'Location', 'Availability']) {
    const panel = page.getByRole('group', { name });
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    await panel.getByRole('button', { name, expanded: false }).click();
    await expect(panel.getByRole('button', { name, expanded: true })).toBeVisible();
    if (name !== 'Availability') await expect(panel.getByRole('checkbox').first()).toBeAttached();
  }
  // Availability in words, never the index's codes.
  const availability = page.getByRole('group', { name: 'Availability' });
  await expect(availability.getByRole('checkbox', { name: /^In stock/ })).toBeAttached();
  expect(await availability.getByText('in_stock').count()).toBe(0);

  const feature = page.getByRole('group', { name: 'Feature' }).getByRole('checkbox').first();
  const value = (await feature.getAttribute('value')) ?? '';
  await feature.click({ force: true });
  await expect.poll(() => new URL(page.url()).searchParams.get('refinementList[filtered_features][0]')).toBe(value);
  await settled(page);
  await expect.poll(() => countShown(page)).toBeLessThan(all);
  const category = page.getByRole('group', { name: 'Category' }).getByRole('checkbox').first();
  await category.click({ force: true });
  await expect.poll(() => decodedQuery(page)).toMatch(/^refinementList\[filtered_features\]\[0\]=.+&refinementList\[categories\]\[0\]=.+$/);
  // A panel holding a refinement shows it open on a fresh load, the server's HTML included.
  const serverHtml = async (url: string) => (await page.request.get(url)).text();
  expect(await serverHtml(SEARCH)).not.toContain('name="filtered_features"');
  expect(await serverHtml(page.url())).toContain('name="filtered_features"');
  await page.reload();
  const ticked = page.getByRole('group', { name: 'Feature' }).getByRole('checkbox', { checked: true });
  await expect(ticked).toHaveCount(1);
  // Taking its last value off leaves the panel open under the pointer.
  await settled(page);
  await ticked.click({ force: true });
  await expect.poll(() => new URL(page.url()).searchParams.get('refinementList[filtered_features][0]')).toBeNull();
  await expect(page.getByRole('group', { name: 'Feature' }).getByRole('checkbox', { name: new RegExp(`^${literal(value)}\\b`) })).not.toBeChecked();
});

test("'Show Me N cars' counts up to a new total over a second", async ({ page }) => {
  await page.clock.install();
  await page.goto(SEARCH);
  await settled(page);
  const showMe = page.getByRole('button', { name: /^Show Me [\d,]+ cars$/ });
  const shownNumber = async () => Number((await showMe.innerText()).replace(/\D/g, ''));
  await expect.poll(shownNumber).toBe(await countShown(page));
  const before = await shownNumber();

  await stopClock(page);
  await page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ }).click({ force: true });
  // The new total is in the button's name at once; the figure it shows moves only as frames run.
  await expect(showMe).not.toHaveAccessibleName(`Show Me ${before.toLocaleString('en-AU')} cars`);
  const after = Number(((await showMe.getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
  expect(after).toBeLessThan(before);
  expect(await shownNumber()).toBe(before);
  await page.clock.runFor(300);
  const midway = await shownNumber();
  expect(midway).toBeLessThan(before);
  expect(midway).toBeGreaterThan(after);
  await page.clock.runFor(800);
  await expect.poll(shownNumber).toBe(after);
});

test("'Show Me N cars' does not offer the previous total while the new one is on its way", async ({ page, context }) => {
  await page.goto(SEARCH);
  await settled(page);
  const before = await countShown(page);
  const release = await holdRequests(context, '**/1/indexes/*/queries*');
  await page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ }).click({ force: true });
  const updating = page.getByRole('button', { name: 'Show Me cars (updating the count)' });
  await expect(updating).toBeVisible();
  await expect(updating.locator('.show-me-count')).toHaveCSS('opacity', '0.45');
  release();
  await settled(page);
  const after = await countShown(page);
  expect(after).toBeLessThan(before);
  await expect(page.getByRole('button', { name: `Show Me ${after.toLocaleString('en-AU')} cars` })).toBeVisible();
  await expect(page.locator('.show-me-count')).toHaveCSS('opacity', '1');
});

test('a pause in typing sends the search ahead of the debounce; the query reaching the URL shows its answer at once; keys typed in a run send nothing', async ({ page, context }) => {
  await page.clock.install();
  await page.goto(SEARCH);
  await settled(page);
  const asked = await recordSearches(context);
  const searchesFor = (text: string) => asked.filter((body) => body.includes(`"query":${JSON.stringify(text)}`)).length;
  const wentBusy = await watchResultsBusy(page);
  await stopClock(page);

  const box = page.getByRole('searchbox', { name: 'Search cars' });
  await box.pressSequentially('maz');
  await page.clock.runFor(100);
  const answerBack = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"query":"mazda"'));
  await box.pressSequentially('da');
  // 150 ms after the last key the search leaves; the URL still waits for its 300 ms.
  await page.clock.runFor(150);
  await expect.poll(() => searchesFor('mazda')).toBe(1);
  expect(searchesFor('maz'), 'the keys typed in a run sent nothing').toBe(0);
  expect(decodedQuery(page)).toBe('');
  await answerBack;
  // The answer crosses from the worker to the page.
  await page.waitForTimeout(300);
  await page.clock.runFor(150);
  await expect.poll(() => decodedQuery(page)).toBe('query=mazda');
  await answered(page);
  expect(searchesFor('mazda')).toBe(1);
  // The URL's render showed the answer: no round trip after it, so no loading state.
  expect(await wentBusy()).toBe(false);
});

test('a mouse press on a facet starts its search before the click; the click reuses it, and shows its answer at once if back; a touch starts nothing', async ({ page, context }) => {
  await page.goto(SEARCH);
  await settled(page);
  const asked = await recordSearches(context);
  const searchesFor = (filter: string) => asked.filter((body) => body.includes(JSON.stringify(filter))).length;
  const option = (group: string, value: string) => page.getByRole('group', { name: group }).locator('label', { has: page.getByRole('checkbox', { name: new RegExp(`^${value}\\b`) }) });

  const wentBusy = await watchResultsBusy(page);
  const toyota = (await option('Make', 'Toyota').boundingBox())!;
  await page.mouse.move(toyota.x + toyota.width / 2, toyota.y + toyota.height / 2);
  const answerBack = page.waitForResponse((r) => (r.request().postData() ?? '').includes(JSON.stringify('make:Toyota')));
  await page.mouse.down();
  await expect.poll(() => searchesFor('make:Toyota')).toBe(1);
  expect(decodedQuery(page)).toBe('');
  // The answer comes back while the button is held (and crosses from the worker to the page).
  await answerBack;
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[make][0]=Toyota');
  await settled(page);
  expect(searchesFor('make:Toyota')).toBe(1);
  // The click's own render showed the answer: no round trip after it, so no loading state.
  expect(await wentBusy()).toBe(false);

  // A finger going down may be a scroll starting: no search. A mouse press after it shows one would be seen.
  await option('Condition', 'Used').dispatchEvent('pointerdown', { pointerType: 'touch', button: 0, isPrimary: true });
  await option('Condition', 'New').dispatchEvent('pointerdown', { pointerType: 'mouse', button: 0, isPrimary: true });
  await expect.poll(() => searchesFor('car_type:new')).toBe(1);
  expect(searchesFor('car_type:used')).toBe(0);
  expect(decodedQuery(page)).toBe('refinementList[make][0]=Toyota');
});

/** The page's DOM changes from here on, one entry per batch (a commit): what each changed. */
async function watchCommits(page: Page): Promise<() => Promise<string[][]>> {
  await page.evaluate(() => {
    const w = window as unknown as { commits: string[][] };
    w.commits = [];
    new MutationObserver((records) => {
      const kinds = new Set<string>();
      for (const r of records) {
        const target = r.target as Element;
        if (r.attributeName === 'aria-pressed') kinds.add(`pressed:${target.textContent?.replace(/\d|,/g, '').trim()}`);
        else if (r.attributeName === 'aria-busy' && target.getAttribute('aria-busy') === 'true') kinds.add('busy');
        else if (r.type === 'childList' && target.matches('.results-grid')) kinds.add('cards');
      }
      if (kinds.size > 0) w.commits.push([...kinds].sort());
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed', 'aria-busy'] });
  });
  return () => page.evaluate(() => (window as unknown as { commits: string[][] }).commits);
}

/** A press and release at once, as a quick click (or a test) makes them: no time for the press's search. */
async function quickClick(page: Page, target: ReturnType<Page['getByRole']>) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

test("a quick click's address changes at once; its tile and its results change in one commit, with no loading state, when the answer comes soon", async ({ page, context }) => {
  await page.goto(SEARCH);
  await settled(page);
  const tile = (name: string) => page.getByRole('group', { name: 'Body type' }).getByRole('button', { name: new RegExp(`^${name}\\b`) });
  await tile('SUV').click();
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[body][0]=SUV');
  await settled(page);

  // Switching SUV off again: the worker's cache holds that search, so its answer is back in moments.
  const commits = await watchCommits(page);
  await quickClick(page, tile('SUV'));
  await expect.poll(() => decodedQuery(page)).toBe('');
  await settled(page);
  await expect(tile('SUV')).toHaveAttribute('aria-pressed', 'false');
  // Then the cards below the fold, in a commit of their own.
  expect(await commits(), 'the tile and the cards changed together, never showing as updating').toEqual([['cards', 'pressed:SUV'], ['cards']]);

  // An answer that does not come: the click waits for it a moment only, then shows the refinement as updating.
  const release = await holdRequests(context, '**/1/indexes/*/queries*');
  const busy = await watchResultsBusy(page);
  await quickClick(page, tile('Ute'));
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[body][0]=Ute');
  await expect(tile('Ute')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.search-loading')).toBeVisible();
  expect(await busy()).toBe(true);
  // A second quick click while the first still waits keeps the first refinement.
  await quickClick(page, tile('Hatch'));
  await expect.poll(() => decodedQuery(page)).toBe('refinementList[body][0]=Ute&refinementList[body][1]=Hatch');
  release();
  await settled(page);
  await expect(tile('Hatch')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile('Ute')).toHaveAttribute('aria-pressed', 'true');
});
