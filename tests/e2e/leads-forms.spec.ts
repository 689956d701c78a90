// Each lead form end to end on a demo tenant: what the shopper sees, what /success says, and the
// lead the server stored.
import { expect, test, type Page } from '@playwright/test';
import { appointmentText } from '../../src/domain/appointments.ts';
import { fillContact, PERSON } from './helpers/contact.ts';
import { leadEventId } from '../../src/domain/lead-events.ts';
import { sharedLeadsServer } from './leads-server.ts';
import { moveInApp, watchForPageLoading } from './helpers/navigation.ts';
import { literal } from './helpers/text.ts';

const server = sharedLeadsServer();



async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

function inStockCar(website: number): { slug: string; name: string; id: number } {
  return server.query<{ slug: string; name: string; id: number }>(
    `SELECT slug, json_extract(data, '$.name') AS name, id FROM cars WHERE website_id = ? AND status = 'in_stock' AND json_extract(data, '$.reserved') = 0 AND show_on_dealer_website = 1 ORDER BY id LIMIT 1 OFFSET ?`,
    website,
    test.info().workerIndex,
  )[0];
}

/** How long the contact test holds its lead on the way to the server. */
const LEAD_ON_ITS_WAY_MS = 2_000;

// The messages for invalid input: tests/component/lead-form.test.tsx.
test('contact: a valid message lands on /success and in the database', async ({ page }) => {
  await page.goto(`${server.origin('metro-auto-group')}/contact`);
  await fillContact(page, { ...PERSON, email: 'contact@example.com' });
  await choose(page, 'Preferred Dealership', /./);
  await choose(page, 'Location', /./);
  await page.getByLabel('Message', { exact: true }).fill('<b>Hello</b> — when are you open?');
  const loadingSeen = await watchForPageLoading(page);
  // The lead is on its way for a set time, as on a phone's connection, so the check is of the move to
  // /success (its code in, no loading state), not of how soon this machine answers a lead.
  await page.route('**/api/leads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LEAD_ON_ITS_WAY_MS));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  // The success page's code came while the lead was on its way: no loading state between.
  expect(await loadingSeen(), 'the page’s loading state showed before /success').toBe(false);
  await expect(page.getByText(/Your message has been sent to /)).toBeVisible();
  await expect(page.getByText('<b>Hello</b> — when are you open?')).toBeVisible();
  await expect.poll(() => server.leads('metro-auto-group').filter((l) => l.lead.email === 'contact@example.com')).toEqual([
    expect.objectContaining({ form: 'contact', lead: expect.objectContaining({ category: 'General Enquiry', phone: '0412345678', source: 'Website', message: '<b>Hello</b> — when are you open?' }) }),
  ]);
});

test('test drive: two steps, then the same details prefill the finance form', async ({ page }) => {
  const car = inStockCar(2);
  const origin = server.origin('harbourside-motors');
  await page.goto(`${origin}/book-test-drive?car_id=${car.slug}`);
  await expect(page.getByText('Step 1 of 2: Your details')).toBeVisible();
  await fillContact(page, { ...PERSON, email: 'drive@example.com' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2: Choose a time')).toBeVisible();
  await choose(page, 'Preferred date', /./);
  await page.getByText('10:00', { exact: true }).click();
  await page.getByRole('button', { name: 'Book Test Drive' }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(/Your test drive booking for \w+ \d+ \w+ \d{4} at 10:00 am has been sent to /)).toBeVisible();
  await expect(page.getByRole('link', { name: car.name })).toBeVisible();
  await expect.poll(() => server.leads('harbourside-motors').filter((l) => l.lead.email === 'drive@example.com').length).toBe(1);
  const [stored] = server.leads('harbourside-motors').filter((l) => l.lead.email === 'drive@example.com');
  expect(stored.lead).toMatchObject({ form: 'test-drive', car_id: car.id, appointment: { time: '10:00' } });
  // The booked day and time echoed as the shopper reads them (the day the form offered and they chose).
  const { date } = stored.lead.appointment as { date: string };
  await expect(page.getByRole('definition').filter({ hasText: ' at 10:00 am' })).toHaveText(`${appointmentText({ date, time: '10:00' })}`);
  // The §9 event for this car went to /api/events and was stored.
  const [{ car_type, tag }] = server.query<{ car_type: 'new' | 'used' | 'demo'; tag: string | null }>(`SELECT car_type, json_extract(data, '$.tag') AS tag FROM cars WHERE id = ?`, car.id);
  await expect
    .poll(() => server.query<{ name: string }>(`SELECT name FROM analytics_events WHERE tenant = 'harbourside-motors' AND json_extract(properties, '$.form') = 'test-drive'`).map((e) => e.name))
    .toEqual([String(leadEventId('test-drive', { car_type, tag }))]);

  await page.goto(`${origin}/finance`);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('drive@example.com');
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2000');
  // The form's own chips (harbourside's /finance also has the stand-alone calculator's).
  await page.getByRole('group', { name: 'Vehicle price budget quick picks' }).getByRole('button', { name: '$20,000' }).click();
  await expect(page.getByRole('textbox', { name: 'Vehicle price budget' })).toHaveValue('$20,000');
  await page.getByRole('button', { name: 'Get Pre-Approved' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect.poll(() => server.leads('harbourside-motors').filter((l) => l.form === 'finance' && l.lead.email === 'drive@example.com').map((l) => (l.lead.details as { vehiclePriceBudget: number }).vehiclePriceBudget)).toEqual([20000]);
});

test('finance from a car’s link: the lead and the thank-you name the car, under Finance', async ({ page }) => {
  const car = inStockCar(2);
  await page.goto(`${server.origin('harbourside-motors')}/finance?car_id=${car.id}&vehiclePriceBudget=30000#finance-form`);
  await expect(page.getByText(`Finance for the ${car.name}`)).toBeVisible();
  await fillContact(page, { ...PERSON, email: 'finance-car@example.com' });
  await page.getByRole('button', { name: 'Get Pre-Approved' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('definition').filter({ hasText: 'finance enquiry' })).toHaveText(new RegExp(`^Finance — finance enquiry about the ${literal(car.name)} \\(stock `));
  await expect.poll(() => server.leads('harbourside-motors').filter((l) => l.lead.email === 'finance-car@example.com').length).toBe(1);
  const [stored] = server.leads('harbourside-motors').filter((l) => l.lead.email === 'finance-car@example.com');
  expect(stored.lead).toMatchObject({ form: 'finance', category: 'Finance', car_id: car.id, 'Vehicle Make': expect.any(String), stock_number: expect.any(String) });
});

test('trade-in: valuation, details, offer accepted', async ({ page }) => {
  await page.goto(`${server.origin('metro-auto-group')}/trade-in`);
  await page.getByRole('button', { name: /Can I get an online estimate/ }).click();
  await expect(page.getByText(/over 7 years old or with more than 100,000 km/)).toBeVisible();
  await page.getByLabel('Rego', { exact: true }).fill('abc123');
  await page.getByLabel('Year').fill(String(new Date().getFullYear() - 3));
  await page.getByLabel('Kilometres').fill('45000');
  await page.getByLabel('Kilometres').blur();
  await expect(page.getByLabel('Kilometres')).toHaveValue('45,000 kms');
  await page.getByText('Good', { exact: true }).click();
  await page.getByRole('button', { name: 'Get My Valuation' }).click();
  await expect(page.getByText('Your estimated trade-in value')).toBeVisible();
  await fillContact(page, { ...PERSON, email: 'trade@example.com' });
  await page.getByRole('button', { name: 'See My Offer' }).click();
  await expect(page.getByText('Please select your preferred dealership.')).toBeVisible();
  await choose(page, 'Preferred Dealership', /./);
  await page.getByRole('button', { name: 'See My Offer' }).click();
  await expect(page.getByText('Step 3 of 3: Your offer')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(/Your trade-in request has been sent to /)).toBeVisible();

  await expect.poll(() => server.leads('metro-auto-group').filter((l) => l.lead.email === 'trade@example.com').length).toBe(2);
  const [first, accepted] = server.leads('metro-auto-group').filter((l) => l.lead.email === 'trade@example.com');
  expect(first.lead).toMatchObject({ form: 'trade-in', Rego: 'ABC123', details: expect.objectContaining({ km: 45000, condition: 'good', form_completed: true }) });
  expect(accepted.lead).toMatchObject({ step: '3. Offer Accepted', details: expect.objectContaining({ lead_id: first.id, offer_accepted: true, form_completed: true }) });
  expect(server.query<{ column_name: string }>(`SELECT column_name FROM miscellaneous WHERE tenant = 'metro-auto-group'`).length).toBeGreaterThan(0);
});

test('service booking on a tenant without an external booking link', async ({ page }) => {
  await page.goto(`${server.origin('outback-caravans')}/service`);
  await expect(page.getByRole('heading', { name: 'Book a Service', level: 1 })).toBeVisible();
  await fillContact(page, { ...PERSON, email: 'service@example.com' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a message.')).toHaveCount(0);
  await expect(page.getByText('Please select a location.')).toBeVisible();
  await choose(page, 'Location', /./);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Your service booking request has been sent to /)).toBeVisible();
  await expect.poll(() => server.leads('outback-caravans').filter((l) => l.lead.email === 'service@example.com').map((l) => l.form)).toEqual(['service']);
});

test('careers: the careers page ends in an application form that stores a career lead and fires event 51', async ({ page }) => {
  await page.goto(`${server.origin('outback-caravans')}/careers`);
  // Outback has no careers page; Metro does.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto(`${server.origin('metro-auto-group')}/careers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await fillContact(page, { ...PERSON, email: 'career@example.com' });
  const dealership = page.getByRole('button', { name: /Preferred Dealership/ });
  if (await dealership.count()) await choose(page, 'Preferred Dealership', /./);
  await page.getByLabel('Message', { exact: true }).fill('I would like to apply for the apprentice technician role.');
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect.poll(() => server.leads('metro-auto-group').filter((l) => l.lead.email === 'career@example.com').map((l) => l.form)).toEqual(['career']);
  await expect
    .poll(() => server.query<{ name: string }>(`SELECT name FROM analytics_events WHERE tenant = 'metro-auto-group' AND json_extract(properties, '$.form') = 'career'`).map((e) => e.name))
    .toContain(String(leadEventId('career', null)));
});

test('trade-in from a link with the numeric car_id (spec /cars/trade-in?car_id={id})', async ({ page }) => {
  const car = inStockCar(1);
  await page.goto(`${server.origin('metro-auto-group')}/cars/trade-in?car_id=${car.id}`);
  await expect(page.getByText(`Trading in towards the ${car.name}`)).toBeVisible();
  await page.getByLabel('Year').fill(String(new Date().getFullYear() - 2));
  await page.getByLabel('Kilometres').fill('30000');
  await page.getByText('Excellent', { exact: true }).click();
  await page.getByRole('button', { name: 'Get My Valuation' }).click();
  await fillContact(page, { ...PERSON, email: 'trade-by-id@example.com' });
  // The car names the dealership, so no preferred-dealership choice.
  await expect(page.getByRole('button', { name: /Preferred Dealership/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'See My Offer' }).click();
  await expect(page.getByText('Step 3 of 3: Your offer')).toBeVisible();
  await expect
    .poll(() => server.leads('metro-auto-group').filter((l) => l.lead.email === 'trade-by-id@example.com').map((l) => [l.form, l.lead.car_id, l.lead.stock_number]))
    .toEqual([['trade-in', car.id, expect.any(String)]]);
});

test('spin to win: spin, the result is announced, claim it with the shared fields; the lead carries the prize', async ({ page }) => {
  // Metro gates the page behind sign-in (spec §6: spin-to-win is gated on one variant).
  await page.goto(`${server.origin('metro-auto-group')}/spin-to-win`);
  await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/);

  await page.goto(`${server.origin('harbourside-motors')}/spin-to-win`);
  await expect(page.getByRole('heading', { name: 'Spin to Win', level: 1 })).toBeVisible();
  const result = page.getByRole('status').filter({ hasText: /You won|Spinning/ });
  await page.getByRole('button', { name: 'Spin the Wheel' }).click();
  await expect(page.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
  // The claim form waits for the wheel to stop.
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
  await expect(result).toHaveText(/^You won: .+!$/, { timeout: 10_000 });
  const prize = (await result.textContent())!.replace(/^You won: /, '').replace(/!$/, '');

  await page.getByRole('button', { name: 'Claim My Prize' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible();
  await fillContact(page, { ...PERSON, email: 'spin@example.com', postcode: '23' });
  await page.getByRole('button', { name: 'Claim My Prize' }).click();
  await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Postcode' }).fill('2300');
  await page.getByRole('button', { name: 'Claim My Prize' }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(/Your entry has been sent to /)).toBeVisible();
  await expect
    .poll(() => server.leads('harbourside-motors').filter((l) => l.lead.email === 'spin@example.com').map((l) => [l.form, (l.lead.details as { prize: string }).prize, l.lead.hidden]))
    .toEqual([['spin-to-win', prize, `Spin to Win prize: ${prize}`]]);

  // One spin per visit: coming back shows the same prize, and the wheel cannot be spun again.
  await page.goto(`${server.origin('harbourside-motors')}/spin-to-win`);
  await expect(result).toHaveText(`You won: ${prize}!`);
  await expect(page.getByRole('button', { name: 'Spun' })).toBeDisabled();
});

test('spin to win with reduced motion: the wheel stops at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${server.origin('harbourside-motors')}/spin-to-win`);
  await page.getByRole('button', { name: 'Spin the Wheel' }).click();
  // Well inside the 4 s spin: no animation to wait for.
  await expect(page.getByRole('status').filter({ hasText: /You won/ })).toHaveText(/^You won: .+!$/, { timeout: 1000 });
  await expect(page.getByRole('button', { name: 'Claim My Prize' })).toBeVisible();
  expect(await page.locator('.spin-wheel').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
});

/** Sends the contact form as `email`. */
async function sendContactLead(page: Page, email: string) {
  await fillContact(page, { ...PERSON, email });
  await choose(page, 'Preferred Dealership', /./);
  await choose(page, 'Location', /./);
  await page.getByLabel('Message', { exact: true }).fill('Where did I come from?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/success$/);
}

/** The lead_attributes of the lead `email` sent, as the dealer received them. */
const attributesOf = (email: string) => server.leads('metro-auto-group').find((l) => l.lead.email === email)?.lead.lead_attributes;

test('a lead carries the pages seen since landing and the campaign query it landed with', async ({ page }) => {
  const origin = server.origin('metro-auto-group');
  await page.goto(`${origin}/?utm_source=google&gclid=abc&q=cx5`);
  await expect(page.locator('.site-name')).toBeVisible();
  await moveInApp(page, '/search/used-cars', '/contact');
  await sendContactLead(page, 'trail@example.com');
  await expect.poll(() => attributesOf('trail@example.com')).toEqual({ visited_pages: ['/?utm_source=google&gclid=abc&q=cx5', '/search/used-cars', '/contact'], linked_query_params: { utm_source: 'google', gclid: 'abc' } });
});

test('the page trail and the landing query survive a reload in the same tab', async ({ page }) => {
  const origin = server.origin('metro-auto-group');
  await page.goto(`${origin}/?utm_source=facebook&fbclid=xyz`);
  await expect(page.locator('.site-name')).toBeVisible();
  await moveInApp(page, '/search/used-cars');
  // The trail is stored as the page goes: a reload starts a new document with no memory of it.
  await page.reload();
  await expect(page.locator('.site-name')).toBeVisible();
  await moveInApp(page, '/contact');
  await sendContactLead(page, 'reloaded-trail@example.com');
  await expect.poll(() => attributesOf('reloaded-trail@example.com')).toEqual({ visited_pages: ['/?utm_source=facebook&fbclid=xyz', '/search/used-cars', '/contact'], linked_query_params: { utm_source: 'facebook', fbclid: 'xyz' } });
});
