// The shared lead fields (spec §3) as a shopper fills them in.
import type { Page } from '@playwright/test';

export const PERSON = { first: 'Jane', last: 'Citizen', email: 'jane@example.com.au', phone: '0412 345 678', postcode: '2000' };

export async function fillContact(page: Page, person = PERSON) {
  await page.getByRole('textbox', { name: 'First Name' }).fill(person.first);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(person.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Mobile' }).fill(person.phone);
  await page.getByRole('textbox', { name: 'Postcode' }).fill(person.postcode);
}
