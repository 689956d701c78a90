// A lead form's validation as the shopper meets it (spec §5 "Forms", §8): each field's message under
// it, the spec's postcode message and length, the form-level alert, and nothing sent while invalid.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as outbox from '../../src/db/outbox.ts';
import { LeadForm } from '../../src/features/leads/LeadForm.tsx';
import { GENERIC_FORM_ALERT } from '../../src/features/leads/useLeadSubmit.ts';
import { LOCATIONS, renderForTenant } from './tenant.tsx';

const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
/** The requests the form made; /api/dealerships answers with the tenant's two dealerships. */
let requests: string[];
/** The Idempotency-Key of each lead sent: its id in the outbox. */
let leadIds: string[];
/** How /api/leads answers this test. */
let leadAnswer: () => Response;

beforeEach(() => {
  requests = [];
  leadIds = [];
  leadAnswer = () => Response.json({ lead_id: 1 }, { status: 201 });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    requests.push(path);
    const key = (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    if (key) leadIds.push(key);
    if (path === '/api/dealerships') return Response.json(LOCATIONS.map(({ slug, name }) => ({ slug, name })));
    if (path === '/api/leads') return leadAnswer();
    return new Response(null, { status: 404 });
  });
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderContactForm = () => renderForTenant('metro-auto-group', <LeadForm form="contact" car={null} submitLabel="Send Message" />);
const field = (name: string) => screen.getByRole('textbox', { name });
/**
 * Puts a field's value in as one paste (the keystrokes are not what these tests are about), over what
 * the form prefilled from an earlier lead's details.
 */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  await user.paste(value);
}

describe('the contact form (metro-auto-group: two dealerships and locations)', () => {
  it('sent empty with a short postcode: every required field says what it needs, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderContactForm();
    // Preferred Dealership is required only with more than one dealership: wait for the list.
    await screen.findByText('Preferred Dealership', undefined, { timeout: 3000 });
    await fill(user, 'Postcode', '20');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const message of [
      POSTCODE_MESSAGE,
      'Please enter your first name.',
      'Please enter your mobile number.',
      'Please select your preferred dealership.',
      'Please select a location.',
      'Please enter a message.',
    ]) {
      expect(screen.getAllByText(message).length, message).toBeGreaterThan(0);
    }
    // Caught before sending: the fields say it; the form-level alert is for what the server refuses.
    expect(window.alert).not.toHaveBeenCalled();
    expect(field('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(requests).not.toContain('/api/leads');
  });

  it('the postcode takes at most 4 characters', async () => {
    const user = userEvent.setup();
    renderContactForm();
    const postcode = field('Postcode');
    expect(postcode.getAttribute('maxlength')).toBe('4');
    await user.type(postcode, '200012');
    expect((postcode as HTMLInputElement).value).toBe('2000');
  });

  it('a mobile number that is not Australian says so; fixed, its message goes', async () => {
    const user = userEvent.setup();
    renderContactForm();
    await fill(user, 'Mobile', '0412345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const mobileMessage = 'Please enter a valid Australian mobile number, e.g. 0412 345 678.';
    expect(screen.getAllByText(mobileMessage).length).toBeGreaterThan(0);

    await user.clear(field('Mobile'));
    await fill(user, 'Mobile', '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryAllByText(mobileMessage)).toEqual([]);
    expect(within(document.body).getAllByText('Please enter your first name.').length).toBeGreaterThan(0);
  });
});

/** Fills in the contact form as a shopper would, and sends it. */
async function sendValidContact(user: ReturnType<typeof userEvent.setup>) {
  renderContactForm();
  await screen.findByText('Preferred Dealership', undefined, { timeout: 3000 });
  await fill(user, 'First Name', 'Jane');
  await fill(user, 'Last Name', 'Citizen');
  await fill(user, 'Email', 'jane@example.com.au');
  await fill(user, 'Mobile', '0412 345 678');
  await fill(user, 'Postcode', '2000');
  for (const select of ['Preferred Dealership', 'Location']) {
    await user.click(screen.getByRole('button', { name: new RegExp(select) }));
    await user.click((await screen.findAllByRole('option'))[0]);
  }
  await fill(user, 'Message', 'When are you open?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('a valid lead (written to the outbox in IndexedDB, then sent)', () => {
  it('is sent with its outbox id as Idempotency-Key, settled as sent, and the shopper moves to /success', async () => {
    await sendValidContact(userEvent.setup());
    await waitFor(() => expect(window.location.pathname).toBe('/success'), { timeout: 5000 });
    expect(leadIds).toHaveLength(1);
    expect(await outbox.get(leadIds[0])).toMatchObject({ status: 'sent' });
  });

  it('refused by the server: alerts the spec §8 message, lists its errors under Please fix the following errors:, and drops the lead', async () => {
    const refusal = { message: 'Validation failed', errors: [{ field: 'email', message: 'Please enter a valid email address.' }] };
    leadAnswer = () => Response.json(refusal, { status: 400 });
    await sendValidContact(userEvent.setup());

    const area = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(area.textContent).toContain('Please fix the following errors:');
    expect(area.textContent).toContain('Please enter a valid email address.');
    expect(window.alert).toHaveBeenCalledWith(GENERIC_FORM_ALERT);
    expect(requests).toContain('/api/leads');
    // Refused with the shopper there to correct it: not kept to be sent again.
    expect(leadIds).toHaveLength(1);
    expect(await outbox.get(leadIds[0])).toBeUndefined();
  });
});
