// No lead is lost: sent offline it waits in the outbox ("Saved — we'll send it when you're back
// online") and is replayed exactly once when the browser is back online. And the spec §8 failures.
import { expect, test, type Page } from '@playwright/test';
import { readIdbStore } from './helpers/idb.ts';
import { waitForServiceWorker } from './helpers/service-worker.ts';
import { sharedLeadsServer } from './leads-server.ts';

test.use({ serviceWorkers: 'allow' });

const server = sharedLeadsServer();

async function fillContact(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Olive');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Line');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile' }).fill('+61 412 000 111');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('4000');
}

async function chooseLocation(page: Page) {
  await page.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('option').first().click();
}

const outboxEntries = (page: Page) => readIdbStore<{ status: string }>(page, 'outbox');

test('a lead sent offline is saved, then replayed exactly once when back online', async ({ page, context }) => {
  const email = 'offline@example.com';
  const stored = () => server.leads('outback-caravans').filter((l) => l.lead.email === email);
  await page.goto(`${server.origin('outback-caravans')}/contact`);
  await fillContact(page, email);
  await chooseLocation(page);
  // The shopper's app is installed: offline, /success comes from the service worker's precache.
  // (Before the worker controls the page, the lazily loaded success screen cannot load offline.)
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText("Saved — we'll send it when you're back online")).toBeVisible();
  await expect(page.getByRole('button', { name: '1 enquiry waiting to send' })).toBeVisible();
  expect(await outboxEntries(page)).toEqual([expect.objectContaining({ status: 'failed' })]);
  expect(stored()).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(stored, { timeout: 15_000 }).toHaveLength(1);
  await expect.poll(() => outboxEntries(page)).toEqual([expect.objectContaining({ status: 'sent' })]);
  await expect(page.getByRole('button', { name: 'Sent enquiries' })).toBeVisible();

  // Another start and another 'online' must not send it again.
  await page.reload();
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await page.waitForTimeout(1000);
  expect(stored()).toHaveLength(1);
});

test('generic form failure: the alert and the list under "Please fix the following errors:"', async ({ page }) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Please check the highlighted fields.', status: 400, errors: [{ field: 'email', message: 'This email address cannot receive mail.' }] }) }),
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${server.origin('outback-caravans')}/contact`);
  await fillContact(page, 'bounce@example.com');
  await chooseLocation(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const area = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(area).toContainText('This email address cannot receive mail.');
  expect(alerts).toEqual(['An error occurred when submitting this form']);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/contact$/);
});

test("multi-step failure: the server's error, or 'An unexpected error occured'", async ({ page }) => {
  let reply: object = { message: 'Bookings are closed today.', status: 400 };
  await page.route('**/api/leads', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(reply) }));
  await page.goto(`${server.origin('outback-caravans')}/book-test-drive`);
  await fillContact(page, 'steps@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bookings are closed today.');
  reply = {};
  await page.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(page.getByRole('alert')).toHaveText('An unexpected error occured');
});

// The headless shell has Background Sync switched off: the full browser runs this one.
test('with the tab closed, the service worker sends the waiting lead (Background Sync)', { tag: '@full-browser' }, async ({ page, context }) => {
  const email = 'closed-tab@example.com';
  const origin = server.origin('outback-caravans');
  const stored = () => server.leads('outback-caravans').filter((l) => l.lead.email === email);
  await page.goto(`${origin}/contact`);
  await waitForServiceWorker(page);
  await fillContact(page, email);
  await chooseLocation(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Saved — we'll send it when you're back online")).toBeVisible();
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
    return registration.sync.getTags();
  });
  expect(tags).toContain('lead-outbox');

  // The shopper closes the tab; the connection comes back and the browser fires 'sync'.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL.startsWith(origin))).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL.startsWith(origin))!;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'lead-outbox', lastChance: false });
  await expect.poll(stored, { timeout: 15_000 }).toHaveLength(1);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'lead-outbox', lastChance: false });
  await blank.waitForTimeout(1000);
  expect(stored()).toHaveLength(1);
});
