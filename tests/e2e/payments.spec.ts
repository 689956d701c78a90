// Payments as a shopper takes them: reserve with Stripe's test cards on the provider's hosted page
// (the embedded payment service), the car Reserved on its page and in search; a declined card; the
// buy-online journey end to end; an online payment; the sign-in gate on metro, passed by signing in
// with a code from the messages folder, and the payment in the shopper's My Garage; and axe (WCAG 2.2
// AA) on every payment screen at phone and desktop sizes.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { fillContact, PERSON } from './helpers/contact.ts';
import { lookUpCars } from './helpers/cars.ts';
import { tenantOrigin } from './helpers/car-finder.ts';
import { latestCode, newMobile, sharedDataDir, signInByApi } from './helpers/sign-in.ts';

const HARBOUR = 'harbourside-motors';
const METRO = 'metro-auto-group';

/** A priced, unreserved in-stock car of the tenant; `pick` keeps parallel tests on different cars. */
async function freeCar(page: Page, tenant: string, pick: number): Promise<{ slug: string; name: string }> {
  const answer = await lookUpCars(page, tenantOrigin(tenant), { hitsPerPage: 40, filters: 'status:in_stock AND reserved:false AND price > 5000' });
  expect(answer.status).toBe(200);
  const hits = answer.body.results![0].hits;
  return hits[pick % hits.length];
}


/** On the provider's hosted page: the card, then Pay. */
async function payWithCard(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jane Citizen');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** A new shopper signed in on metro (sign-in on there; harbourside has none). */
const signIn = (page: Page) => signInByApi(page, { origin: tenantOrigin(METRO), tenant: METRO, mobile: newMobile() });

/** The whole page, header and footer too: the provider's hosted page has no shared chrome checked elsewhere. */
const expectAccessible = (page: Page) => expectNoAxeViolations(page, page.url(), 'body');

const carIsReserved = async (page: Page, origin: string, slug: string) =>
  page.evaluate(async (url) => ((await (await fetch(url, { cache: 'no-store' })).json()) as { reserved: boolean }).reserved, `${origin}/api/cars/${slug}`);

test('harbourside: reserve with 4242, the car shows Reserved on its page and in search', async ({ page }) => {
  const origin = tenantOrigin(HARBOUR);
  const car = await freeCar(page, HARBOUR, 0);
  await page.goto(`${origin}/cars/${car.slug}/buy-online`);
  await expect(page.getByText('Deposit today: $500')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await fillContact(page);
  await page.getByRole('button', { name: 'Pay $500 and Reserve' }).click();
  // The provider's page, on the dealer's own origin; the card goes there, never to the app.
  await expect(page).toHaveURL(new RegExp(`^${origin}/pay/cs_test_`));
  await expect(page.getByText('$500.00').first()).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/buy-online\\?session_id=cs_test_`));
  await expect(page.getByRole('heading', { name: `The ${car.name} is reserved for you` })).toBeVisible();
  await expect(page.getByText(/^RES-\d{6}$/)).toBeVisible();
  expect(await carIsReserved(page, origin, car.slug)).toBe(true);

  await page.goto(`${origin}/cars/${car.slug}`);
  const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
  await expect(sidebar.getByText('Reserved: a deposit has been paid on this car.')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
  // Its reserve page now offers the Find Me Something Similar enquiry instead of a second deposit.
  await page.goto(`${origin}/cars/${car.slug}/buy-online`);
  await page.getByRole('button', { name: 'Find Me Something Similar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(`I'm interested in something similar to the ${car.name}.`);

  await page.goto(`${origin}/search/new-used-and-demo-cars/?refinementList%5Breserved%5D%5B0%5D=true&query=${encodeURIComponent(car.name)}`);
  await expect(page.getByRole('checkbox', { name: /^Reserved/ })).toBeChecked();
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) });
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
});

test('metro: a signed-in shopper reserves with 4242; a signed-out one is sent to sign in', async ({ page }) => {
  const origin = tenantOrigin(METRO);
  const car = await freeCar(page, METRO, 1);
  await page.goto(`${origin}/cars/${car.slug}/checkout`);
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?type=checkout&redirect=%2Fcars%2F${car.slug}%2Fcheckout`));

  // Signing in on that page (the code from the messages folder) comes back to the reserve form.
  const mobile = newMobile();
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(latestCode(sharedDataDir(), METRO, mobile));
  await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Jane');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/cars/${car.slug}/checkout`);
  await expect(page.getByRole('heading', { name: 'Reserve this Car', level: 1 })).toBeVisible();
  // The account fills the form.
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toHaveValue(mobile);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
  await fillContact(page);
  await page.getByRole('button', { name: 'Pay $200 and Reserve' }).click();
  await payWithCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: `The ${car.name} is reserved for you` })).toBeVisible();
  expect(await carIsReserved(page, origin, car.slug)).toBe(true);

  // The payment is the shopper's: My Garage lists it.
  await page.goto(`${origin}/my-garage`);
  const reservation = page.getByRole('region', { name: 'Reservations and payments' }).getByRole('listitem').filter({ hasText: car.name });
  await expect(reservation.getByText('Reservation', { exact: true })).toBeVisible();
  await expect(reservation.getByText(/^Paid \$200 · Reference \S+$/)).toBeVisible();
});

test("a declined card shows the provider's message and reserves nothing; the confirmation step pays", async ({ page }) => {
  const origin = tenantOrigin(HARBOUR);
  const car = await freeCar(page, HARBOUR, 2);
  await page.goto(`${origin}/cars/${car.slug}/buy-online`);
  await fillContact(page);
  await page.getByRole('button', { name: 'Pay $500 and Reserve' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await carIsReserved(page, origin, car.slug)).toBe(false);
  // Back to the dealer without paying: nothing charged, the form again.
  await page.getByRole('link', { name: /Back to Harbourside Motors/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was charged.' })).toBeVisible();
  expect(await carIsReserved(page, origin, car.slug)).toBe(false);
  // The details typed before come back from the browser's record (IndexedDB, a moment after the form shows).
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(PERSON.first);
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue(PERSON.postcode);

  await page.getByRole('button', { name: 'Pay $500 and Reserve' }).click();
  await payWithCard(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: `The ${car.name} is reserved for you` })).toBeVisible();
});

test('metro: a declined card shows the provider\'s message and reserves nothing', async ({ page }) => {
  const origin = tenantOrigin(METRO);
  const car = await freeCar(page, METRO, 2);
  await signIn(page);
  await page.goto(`${origin}/cars/${car.slug}/checkout`);
  await fillContact(page);
  await page.getByRole('button', { name: 'Pay $200 and Reserve' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await carIsReserved(page, origin, car.slug)).toBe(false);
});

const JOURNEYS = [
  { tenant: HARBOUR, pick: 3, extra: 'Genuine tow bar', extraPrice: '$1,290', deposit: '$500' },
  { tenant: METRO, pick: 3, extra: 'Window tint', extraPrice: '$495', deposit: '$200' },
];
for (const { tenant, pick, extra, extraPrice, deposit } of JOURNEYS) {
  test(`${tenant}: buy online end to end: trade-in, finance, delivery, extras, summary, deposit, confirmation`, async ({ page }) => {
    const origin = tenantOrigin(tenant);
    const car = await freeCar(page, tenant, pick);
    if (tenant === METRO) await signIn(page);
    await page.goto(`${origin}/cars/${car.slug}`);
    await page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: 'Buy Online' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}$`));
    await expect(page.getByText('Step 1 of 7: Your car')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 2 of 7: Trade-in')).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose whether you are trading in a car.');
    await page.getByRole('radio', { name: 'Yes, trade in my car' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Year' }).fill(String(new Date().getFullYear() - 3));
    await page.getByRole('textbox', { name: 'Kilometres' }).fill('45000');
    await page.getByRole('radio', { name: 'Good' }).check({ force: true });
    await page.getByRole('button', { name: 'Value my car' }).click();
    await expect(page.getByText(/^Trade-in applied:/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 3 of 7: Finance or pay in full')).toBeVisible();
    await page.getByRole('radio', { name: 'Finance' }).check({ force: true });
    await expect(page.getByRole('link', { name: 'Start the finance application for this car' })).toHaveAttribute('href', new RegExp(`^/finance[-a-z]*\\?.*car_id=\\d+.*#finance-form$`));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 4 of 7: Delivery or pick-up')).toBeVisible();
    await page.getByRole('radio', { name: 'Deliver it to me' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Delivery postcode' }).fill('2000');
    await page.getByRole('button', { name: 'Get delivery estimate' }).click();
    await expect(page.getByText(/Delivery to Sydney Metro \(2000\): \$199/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 5 of 7: Extras')).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(extra) }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 6 of 7: Your details')).toBeVisible();
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 7 of 7: Summary and deposit')).toBeVisible();
    const summary = page.getByRole('table', { name: 'Your order' });
    await expect(summary.getByRole('row', { name: `${extra} ${extraPrice}` })).toBeVisible();
    await expect(summary.getByRole('row', { name: /Delivery to Sydney Metro/ })).toBeVisible();
    await expect(summary.getByRole('row', { name: /(Drive-away total|Total before government charges)/ })).toBeVisible();
    await expect(summary.getByRole('row', { name: /Left to finance/ })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${deposit} Deposit` }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
    await expect(page.getByText(/^ORD-\d{6}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to your finance application' })).toBeVisible();
    expect(await carIsReserved(page, origin, car.slug)).toBe(true);
  });
}

test('metro: an online payment for a signed-in shopper', async ({ page }) => {
  const origin = tenantOrigin(METRO);
  await signIn(page);
  await page.goto(`${origin}/online-payment?reference=INV-2040&amount=1250.50`);
  await expect(page.getByRole('textbox', { name: 'Invoice or reference number' })).toHaveValue('INV-2040');
  await fillContact(page);
  await page.getByRole('textbox', { name: 'Amount (AUD)' }).fill('999999999');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Please enter an amount between $1.00 and $50,000. For more, please call us.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount (AUD)' }).fill('1,250.50');
  await page.getByRole('button', { name: 'Pay $1,250.50' }).click();
  await payWithCard(page, '5555 5555 5555 4444');
  await expect(page.getByRole('heading', { name: 'Thank you, your payment is received' })).toBeVisible();
  await expect(page.getByText('INV-2040')).toBeVisible();
  await expect(page.getByText(/^PAY-\d{6}$/)).toBeVisible();
});

test.describe('accessibility of the payment screens', () => {
  const sizes = [
    { name: 'phone', width: 412, height: 823 },
    { name: 'desktop', width: 1280, height: 900 },
  ];
  const tenants = [
    { tenant: HARBOUR, checkoutPath: 'buy-online' },
    { tenant: METRO, checkoutPath: 'checkout' },
  ];
  for (const [i, size] of sizes.entries()) {
    for (const { tenant, checkoutPath } of tenants) {
      test(`${tenant} on a ${size.name}: axe on reserve, the journey, online payment, the hosted page and a confirmation`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width: size.width, height: size.height });
        if (tenant === METRO) await signIn(page);
        const origin = tenantOrigin(tenant);
        const car = await freeCar(page, tenant, 4 + i);
        await page.goto(`${origin}/cars/${car.slug}/${checkoutPath}`);
        await fillContact(page, { ...PERSON, email: 'nope' });
        await page.getByRole('button', { name: /and Reserve$/ }).click();
        await expect(page.getByText('Please enter a valid email address, e.g. name@example.com.')).toBeVisible();
        await expectNoAxeViolations(page, `${tenant} reserve with errors`);

        await page.goto(`${origin}/checkout-journey?car_id=${car.slug}`);
        await expect(page.getByText(/^Step 1 of/)).toBeVisible();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('radio', { name: 'Yes, trade in my car' }).check({ force: true });
        await expectNoAxeViolations(page, `${tenant} journey trade-in`);

        await page.goto(`${origin}/online-payment`);
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await expect(page.getByText('Please enter the invoice or reference number the dealer gave you.')).toBeVisible();
        await expectNoAxeViolations(page, `${tenant} online payment with errors`);
        await fillContact(page);
        await page.getByRole('textbox', { name: 'Invoice or reference number' }).fill('INV-77');
        await page.getByRole('textbox', { name: 'Amount (AUD)' }).fill('80');
        await page.getByRole('button', { name: 'Pay $80' }).click();
        await payWithCard(page, '4000000000000002');
        await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
        await expectAccessible(page);
        await payWithCard(page, '4242424242424242');
        await expect(page.getByRole('heading', { name: 'Thank you, your payment is received' })).toBeVisible();
        await expectNoAxeViolations(page, `${tenant} payment confirmation`);
      });
    }
  }
});
