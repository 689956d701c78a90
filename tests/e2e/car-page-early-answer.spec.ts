// A tap on a car page before it is live is answered at once by the page's first script (src/server/
// http/early-tap.ts), not only replayed once the app is live: a viewer tab shows selected, Enquire Now
// opens the form's frame. The app then agrees with what is shown, and React, which never saw the
// tap, has not hydrated anything for it.
import { expect, test, type Page } from '@playwright/test';
import { PAGE_LIVE } from '../../src/domain/early-tap.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { findCar, tenantOrigin, waitUntilCarPageLive } from './helpers/car-finder.ts';
import { holdRequests } from './helpers/hold.ts';
import { fallbacksInPress, watchSuspenseFallbacks } from './helpers/suspense-fallbacks.ts';

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

const TENANT = 'metro-auto-group';

/**
 * The console errors and page errors a page logs (a hydration error among them), but the service
 * worker's registration, which this suite's browser refuses.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !/\/(img|media)\//.test(m.location().url) && !m.text().startsWith('Service worker registration failed') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const isLive = (page: Page) => page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag] === true, PAGE_LIVE);

/** A car with a 360 spin and photos, its page opened with the car page's code held back: the server's HTML is all there is. */
async function heldCarPage(page: Page) {
  const car = await findCar(page, TENANT, 'status:in_stock', (c) => c.spin_images.length > 0 && c.images.length > 1);
  const errors = errorsOf(page);
  const release = await holdRequests(page.context(), '**/assets/CarPage-*.js');
  await page.goto(`${tenantOrigin(TENANT)}/cars/${car.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  return { car, errors, release };
}

test('a viewer tab tapped before the page is live shows selected at once, and the app agrees once live', async ({ page }) => {
  const { errors, release } = await heldCarPage(page);
  const gallery = page.getByRole('tab', { name: 'Gallery' });
  const spin = page.getByRole('tab', { name: '360°' });
  await expect(spin).toHaveAttribute('aria-selected', 'true');
  await gallery.tap();
  expect(await isLive(page)).toBe(false);
  await expect(gallery).toHaveAttribute('aria-selected', 'true');
  await expect(spin).toHaveAttribute('aria-selected', 'false');
  // The panel still holds the 360 view: it is labelled by the tab tapped and says it is loading.
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('aria-busy', 'true');
  await expect(panel).toHaveAccessibleName('Gallery');
  await expect(panel.locator('.spin-stage')).toBeHidden();

  release();
  await waitUntilCarPageLive(page);
  // The app's own gallery panel, its state the tab shown.
  await expect(page.getByRole('tabpanel', { name: 'Gallery' }).getByRole('button', { name: 'Fullscreen' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
  await expect(gallery).toHaveAttribute('aria-selected', 'true');
  await spin.tap();
  await expect(spin).toHaveAttribute('aria-selected', 'true');
  await expect(gallery).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: '360°' }).locator('.spin-stage')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a viewer tab shows selected as the finger lifts, before the click a touch makes after it', async ({ page }) => {
  const { release } = await heldCarPage(page);
  const gallery = page.getByRole('tab', { name: 'Gallery' });
  await expect(page.getByRole('tab', { name: '360°' })).toHaveAttribute('aria-selected', 'true');
  // A touch's press and release alone: the click comes in an input task of its own after the release.
  const clicks = await gallery.evaluate((tab) => {
    const box = tab.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, pointerType: 'touch', isPrimary: true, bubbles: true, composed: true };
    let clicked = 0;
    addEventListener('click', () => clicked++, { capture: true });
    tab.dispatchEvent(new PointerEvent('pointerdown', at));
    const downShown = tab.getAttribute('aria-selected');
    tab.dispatchEvent(new PointerEvent('pointerup', at));
    return { downShown, upShown: tab.getAttribute('aria-selected'), clicked };
  });
  expect(clicks).toEqual({ downShown: 'false', upShown: 'true', clicked: 0 });
  expect(await isLive(page)).toBe(false);
  release();
  await waitUntilCarPageLive(page);
  await expect(gallery).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Gallery' }).getByRole('button', { name: 'Fullscreen' })).toBeVisible();
});

test('Enquire Now opens the form’s frame as the finger lifts; the click the tap makes after it stays out of the frame', async ({ page }) => {
  const { errors, release } = await heldCarPage(page);
  const enquire = page.getByRole('region', { name: 'Contact the dealer' }).getByRole('button', { name: 'Enquire Now' });
  await expect(enquire).toHaveAttribute('aria-expanded', 'false');
  const shown = await enquire.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, bubbles: true, composed: true, cancelable: true };
    button.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerType: 'touch', isPrimary: true }));
    const downOpen = document.querySelector('dialog[open]') !== null;
    button.dispatchEvent(new PointerEvent('pointerup', { ...at, pointerType: 'touch', isPrimary: true }));
    const frame = document.querySelector<HTMLDialogElement>('dialog[open]');
    const upOpen = frame !== null && button.getAttribute('aria-expanded') === 'true';
    // The click a touch's tap makes after the release lands where the finger was, now the frame: here
    // its Close button, which a click would press (a script's click presses a button as a person's does).
    frame?.querySelector('button')?.dispatchEvent(new MouseEvent('click', { ...at, detail: 1 }));
    return { downOpen, upOpen, stillOpen: frame?.open ?? false, focusInFrame: frame?.contains(document.activeElement) ?? false };
  });
  expect(shown).toEqual({ downOpen: false, upOpen: true, stillOpen: true, focusInFrame: true });
  expect(await isLive(page)).toBe(false);

  release();
  const form = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(form.getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(enquire).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('Enquire Now tapped before the page is live opens the form’s frame at once; the form’s dialog takes its place once live', async ({ page }) => {
  const { car, errors, release } = await heldCarPage(page);
  const bar = page.getByRole('region', { name: 'Contact the dealer' });
  const enquire = bar.getByRole('button', { name: 'Enquire Now' });
  await expect(enquire).toHaveAttribute('aria-expanded', 'false');
  await enquire.tap();
  expect(await isLive(page)).toBe(false);
  const frame = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(frame).toBeVisible();
  await expect(frame).toContainText(car.name);
  await expect(frame.getByRole('status')).toHaveText('Loading the form…');
  await expect(enquire).toHaveAttribute('aria-expanded', 'true');
  expect(await frame.evaluate((d) => d.contains(document.activeElement)), 'the focus is in the dialog').toBe(true);
  await expectNoAxeViolations(page, 'the enquiry form’s frame', 'dialog[open]');

  release();
  // The form's dialog, and no other: the frame closed as it came, the focus moved into it.
  const form = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(form.getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(await form.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(enquire).toHaveAttribute('aria-expanded', 'true');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enquire).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('Enquire Now pressed with the keyboard before the page is live opens the form’s frame too', async ({ page }) => {
  const { errors, release } = await heldCarPage(page);
  const enquire = page.getByRole('region', { name: 'Contact the dealer' }).getByRole('button', { name: 'Enquire Now' });
  await enquire.focus();
  await page.keyboard.press('Enter');
  expect(await isLive(page)).toBe(false);
  await expect(page.locator('dialog[open]').getByRole('status')).toHaveText('Loading the form…');
  await expect(enquire).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect(page.getByRole('dialog', { name: 'Enquire Now' }).getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the frame closed before the page is live forgets the tap; React sees no tap on the page before then', async ({ page }) => {
  const { errors, release } = await heldCarPage(page);
  // React listens at the app's root: what reaches it before the page is live, it hydrates for at once.
  await page.evaluate(() => {
    const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
    for (const type of ['pointerdown', 'click']) document.getElementById('root')!.addEventListener(type, (e) => heard.push(`${type} ${(e.target as Element).closest('main') ? 'main' : 'header'}`), true);
  });
  const enquire = page.getByRole('region', { name: 'Contact the dealer' }).getByRole('button', { name: 'Enquire Now' });
  await enquire.tap();
  await expect(page.getByRole('dialog', { name: 'Enquire Now' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enquire).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);

  release();
  await waitUntilCarPageLive(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enquire).toHaveAttribute('aria-expanded', 'false');
  // Live, the app hears its taps.
  await enquire.tap();
  await expect(page.getByRole('dialog', { name: 'Enquire Now' }).getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toContain('click main');
  expect(errors).toEqual([]);
});

test('live, Enquire Now shows the form’s frame while the form’s code loads, then the form’s dialog, focused, closed by Escape', async ({ page }) => {
  const car = await findCar(page, TENANT, 'status:in_stock', (c) => c.spin_images.length > 0);
  const errors = errorsOf(page);
  const release = await holdRequests(page.context(), '**/assets/EnquiryModal-*.js');
  await page.goto(`${tenantOrigin(TENANT)}/cars/${car.slug}`);
  await waitUntilCarPageLive(page);
  const enquire = page.getByRole('region', { name: 'Contact the dealer' }).getByRole('button', { name: 'Enquire Now' });
  await enquire.tap();
  const frame = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(frame.getByRole('status')).toHaveText('Loading the form…');
  await expect(enquire).toHaveAttribute('aria-expanded', 'true');
  release();
  const form = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(form.getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect.poll(() => form.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enquire).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });

  test('live, Enquire Now opens the frame in the press and mounts the form after it, with no fallback to wait out', async ({ page }) => {
    const car = await findCar(page, TENANT, 'status:in_stock', (c) => c.images.length > 1);
    const errors = errorsOf(page);
    await watchSuspenseFallbacks(page);
    await page.goto(`${tenantOrigin(TENANT)}/cars/${car.slug}`);
    await waitUntilCarPageLive(page);
    const enquire = page.getByRole('complementary', { name: 'Price and actions' }).getByRole('button', { name: 'Enquire Now' });
    // A hover loads the form's code; the lazy form still suspends its first render, and a fallback
    // shown for it in the press would have React hold the form back until 300 ms after the fallback showed.
    const code = page.waitForResponse(/\/assets\/EnquiryModal-[^/]*\.js$/);
    await enquire.hover();
    await code;
    // Where the focus is as the form's dialog commits (its layout effects run, not yet its later ones).
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"] form')) return;
        seen.disconnect();
        (window as unknown as { focusAtCommit: string }).focusAtCommit = document.activeElement?.closest('[role="dialog"]') ? 'in the form’s dialog' : (document.activeElement?.outerHTML.slice(0, 80) ?? 'none');
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    const fallbacks = await fallbacksInPress(page, '[role="dialog"] form', () => enquire.click());
    const form = page.getByRole('dialog', { name: 'Enquire Now' });
    await expect(form.getByRole('textbox').first()).toBeVisible();
    expect(fallbacks, 'Suspense fallbacks shown between the press and the form').toEqual([]);
    // The frame gives the focus back to the button as it closes; it goes on into the form's dialog at
    // once, not once the button's transitions end (react-aria's wait for a focus it did not see made).
    expect(await page.evaluate(() => (window as unknown as { focusAtCommit: string }).focusAtCommit)).toBe('in the form’s dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Its code in, a press still opens the frame there and then, and leaves mounting the form for after
    // the frame: read once React has flushed the press's own updates (in a microtask), before its next task.
    const inPress = await enquire.evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      await Promise.resolve();
      return {
        frame: document.querySelector('dialog[open]')?.textContent ?? null,
        form: document.querySelector('[role="dialog"] form') !== null,
        expanded: button.getAttribute('aria-expanded'),
      };
    });
    expect(inPress).toEqual({ frame: expect.stringContaining(car.name), form: false, expanded: 'true' });
    await expect(form.getByRole('textbox').first()).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(enquire).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(enquire).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });
});
