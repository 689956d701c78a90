// The vehicle PDF (spec §7 "PDF download"), drawn with pdfkit into a buffer: the dealer's logo, the
// car's name, price and main photo, its key specs, how to reach the dealer, then features and comments.
import PdfKitDocument from 'pdfkit';
import { choosePhone } from '../../domain/phone.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { DEALER_COMMENTS_PENDING, carShareUrl, keyInformation, plainText } from '../../domain/car-page.ts';

export interface PdfImages {
  /** The main photo, JPEG. */
  photo: Buffer | null;
  /** The dealer's logo, PNG. */
  logo: Buffer | null;
}

const MUTED = '#555555';
const TEXT = '#000000';

export function carPdf(car: Car, tenant: TenantConfig, { photo, logo }: PdfImages): Promise<Buffer> {
  const doc = new PdfKitDocument({ size: 'A4', margin: 48, info: { Title: car.name, Author: tenant.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The dealer: logo, name and site.
  const top = doc.y;
  if (logo) doc.image(logo, left, top, { fit: [140, 48] });
  doc.fontSize(12).fillColor(TEXT).text(tenant.name, left + 150, top + 6, { width: width - 150, align: 'right' });
  doc.fontSize(9).fillColor(MUTED).text(tenant.url, { width: width - 150, align: 'right' });
  doc.x = left;
  doc.y = top + 60;

  // The car: name, price, photo.
  const price = priceDisplay(car, { subscriptions: tenant.features.subscriptions, noPriceText: tenant.stock.noPriceText });
  doc.fontSize(20).fillColor(TEXT).text(car.name, left, doc.y, { width });
  doc.moveDown(0.2).fontSize(16).text(price.kind === 'price' ? `${price.text} ${price.priceType}` : price.text, { width });
  if (price.kind === 'price' && price.wasPrice !== null) doc.fontSize(10).fillColor(MUTED).text(`Was ${price.wasPrice.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })}`);
  if (photo) {
    doc.moveDown(0.5);
    const height = (width * 2) / 3;
    doc.image(photo, left, doc.y, { fit: [width, height], align: 'center' });
    doc.y += height;
  }

  // Key specs, two columns.
  doc.moveDown().fontSize(12).fillColor(TEXT).text('Key information', left, doc.y, { underline: true });
  const specs = keyInformation(car);
  const column = width / 2;
  const rowsTop = doc.moveDown(0.3).y;
  specs.forEach((entry, i) => {
    const y = rowsTop + Math.floor(i / 2) * 14;
    doc.fontSize(10).fillColor(MUTED).text(`${entry.label}: `, left + (i % 2) * column, y, { continued: true, width: column - 8 }).fillColor(TEXT).text(entry.value);
  });
  doc.x = left;
  doc.y = rowsTop + Math.ceil(specs.length / 2) * 14;

  // How to reach the dealer: the location, and the number the car page calls (spec §9's choice).
  doc.moveDown().fontSize(12).fillColor(TEXT).text(`Contact ${car.location.name}`, left, doc.y, { underline: true });
  doc.fontSize(10).text(car.location.address);
  doc.text(`Phone: ${car.location.phone}`);
  const call = choosePhone(tenant.phones, car);
  if (call && call.number !== car.location.phone) doc.text(`${call.label}: ${call.number}`);
  doc.fillColor(MUTED).text(carShareUrl(tenant.url, car.slug), { link: carShareUrl(tenant.url, car.slug) }).fillColor(TEXT);
  if (car.standardEquipment.length) {
    doc.moveDown().fontSize(12).text('Features', { underline: true });
    doc.fontSize(10).list(car.standardEquipment);
  }
  doc.moveDown().fontSize(12).text('Dealer comments', left, doc.y, { underline: true });
  doc.fontSize(10).text(plainText(car.dealercomments) || DEALER_COMMENTS_PENDING, { width });

  doc.end();
  return done;
}
