// What a shopper typed, handed on to the dealer: the ADF file their CRM imports is well-formed XML
// 1.0, and `npm run leads` prints it without letting it act on the terminal.
import { describe, expect, it } from 'vitest';
import { buildLeadPayload } from '../../src/domain/lead-payload.ts';
import type { LeadPayload } from '../../src/domain/lead-schema.ts';
import { checkAdf, toAdf } from '../../src/server/leads/adf.ts';
import { printable } from '../../src/server/leads/printable.ts';

const CONTROL = 'Hi\u001b[2J\u0007 there\u0000\u000b\u000c\ud800 end';

const stored = (overrides: Partial<LeadPayload>) => ({
  id: 7,
  tenant: 'metro-auto-group',
  form: 'enquiry',
  idempotency_key: 'k',
  created_at: '2026-11-28T00:00:00.000Z',
  lead: {
    ...(buildLeadPayload({
      form: 'enquiry',
      values: { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678', postcode: '2000', message: 'x' },
      car: null,
      page: { url: 'http://x/', userAgent: 'vitest', visitedPages: [], landingSearch: '' },
      manufacturerSlug: null,
    }) as LeadPayload),
    ...overrides,
  },
});

describe('ADF files', () => {
  it('replace the characters XML 1.0 forbids, so the file parses', () => {
    const xml = toAdf(stored({ message: CONTROL, hidden: CONTROL, location: CONTROL, dealership_slug: CONTROL, category: CONTROL }), `Forecourt \u0001`);
    expect(() => checkAdf(xml)).not.toThrow();
    // oxlint-disable-next-line no-control-regex -- no control character may be left
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain('Hi\ufffd[2J\ufffd there\ufffd\ufffd\ufffd\ufffd end');
  });

  it('keep tabs, line breaks and characters beyond the BMP', () => {
    const xml = toAdf(stored({ message: 'a\tb\nc 🚗' }), 'Forecourt');
    expect(() => checkAdf(xml)).not.toThrow();
    expect(xml).toContain('a\tb\nc 🚗');
  });

  it('are checked by parsing: a control character or broken markup is refused', () => {
    expect(() => checkAdf('<?xml version="1.0"?><adf>\u001b</adf>')).toThrow(/not well-formed/);
    expect(() => checkAdf('<adf><prospect></adf>')).toThrow(/not well-formed/);
    expect(() => checkAdf('<adf><prospect/></adf>')).not.toThrow();
  });
});

describe('printable (npm run leads)', () => {
  it('shows control characters, separators and bidi overrides as escapes; keeps other text', () => {
    expect(printable('a\u001b[2Jb\u0007\r\n\u009b\u2028\u202eé 🚗')).toBe('a\\u001b[2Jb\\u0007\\u000d\\u000a\\u009b\\u2028\\u202eé 🚗');
  });
});
