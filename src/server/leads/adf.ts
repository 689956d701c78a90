// ADF 1.0 (Auto-lead Data Format), the XML lead format dealer CRMs import. Everything the shopper
// typed is escaped, so a lead cannot inject markup into the dealer's system, and characters XML 1.0
// forbids (control characters such as ESC and BEL, which no escape can carry) are replaced, so the
// file stays readable. Each file is parsed before it counts as delivered (`checkAdf`).
import { SaxesParser } from 'saxes';
import type { StoredLead } from '../store/leads-repository.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Outside XML 1.0's Char production: C0 controls but tab, LF and CR; U+FFFE/U+FFFF; lone surrogates. */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const escapeXml = (text: string) => text.replace(NOT_XML_CHAR, '\uFFFD').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Throws unless `xml` is a well-formed XML 1.0 document (what a CRM's importer will parse). */
export function checkAdf(xml: string): void {
  const parser = new SaxesParser();
  let problem: Error | undefined;
  parser.on('error', (error) => (problem ??= error));
  parser.write(xml).close();
  if (problem) throw new Error(`ADF file is not well-formed XML: ${problem.message}`);
}

const el = (name: string, value: string | number | null | undefined, attrs = '') =>
  value === null || value === undefined || value === '' ? '' : `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;

export function toAdf({ id, created_at, lead }: StoredLead, providerName: string): string {
  const comments = [
    lead.message,
    lead.hidden,
    lead.offer_id && `Offer: ${lead.offer_id}`,
    lead.part_number && `Part number: ${lead.part_number}`,
    lead.appointment && `Appointment: ${lead.appointment.date} ${lead.appointment.time}`,
  ]
    .filter(Boolean)
    .join('\n');
  const vehicle = lead.car_id || lead['Vehicle Model']
    ? `<vehicle interest="buy" status="${lead.car_type === 'used' ? 'used' : 'new'}">${el('make', lead['Vehicle Make'])}${el('model', lead['Vehicle Model'])}${el('stock', lead.stock_number)}</vehicle>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf><prospect status="new">',
    `<id sequence="1" source="${escapeXml(providerName)}">${id}</id>`,
    el('requestdate', created_at),
    vehicle,
    '<customer><contact>',
    el('name', lead.name, ' part="first"'),
    el('name', lead.last_name, ' part="last"'),
    el('email', lead.email),
    el('phone', lead.phone, ' type="cellphone"'),
    `<address>${el('postalcode', lead.postcode)}<country>AU</country></address>`,
    '</contact>',
    el('comments', comments),
    '</customer>',
    `<vendor>${el('vendorname', lead.dealership_slug ?? providerName)}</vendor>`,
    `<provider>${el('name', providerName, ' part="full"')}${el('service', `${lead.form} (${lead.category})`)}</provider>`,
    '</prospect></adf>',
    '',
  ].join('\n');
}
