// The vehicle PDF (spec §7 "PDF download"), drawn with pdfkit into a buffer.
import PdfKitDocument from 'pdfkit';
import { priceDisplay } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { TenantConfig } from '../../domain/tenant-config.ts';
import { DEALER_COMMENTS_PENDING, keyInformation, plainText } from '../../domain/vehicle-page.ts';

export function carPdf(car: Car, tenant: TenantConfig): Promise<Buffer> {
  const doc = new PdfKitDocument({ size: 'A4', margin: 48, info: { Title: car.name, Author: tenant.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const price = priceDisplay(car, { subscriptions: tenant.features.subscriptions, noPriceText: tenant.stock.noPriceText });
  doc.fontSize(10).fillColor('#555555').text(tenant.name);
  doc.moveDown(0.5).fontSize(20).fillColor('#000000').text(car.name);
  doc.moveDown(0.3).fontSize(16).text(price.kind === 'price' ? `${price.text} ${price.priceType}` : price.text);
  doc.moveDown().fontSize(12).text('Key information', { underline: true });
  for (const entry of keyInformation(car)) doc.fontSize(10).text(`${entry.label}: ${entry.value}`);
  if (car.standardEquipment.length) {
    doc.moveDown().fontSize(12).text('Features', { underline: true });
    doc.fontSize(10).list(car.standardEquipment);
  }
  doc.moveDown().fontSize(12).text('Dealer comments', { underline: true });
  doc.fontSize(10).text(plainText(car.dealercomments) || DEALER_COMMENTS_PENDING);
  doc.moveDown().fontSize(12).text(car.location.name, { underline: true });
  doc.fontSize(10).text(car.location.address).text(car.location.phone);
  doc.end();
  return done;
}
