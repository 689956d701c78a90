// Dealer feeds are untrusted HTML: only simple formatting survives. The server cleans comments before
// any page or API response carries them, so browsers never download a sanitiser.
import sanitizeHtml from 'sanitize-html';
import type { Car } from '../domain/stock.ts';

export function sanitizeComments(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4'],
    allowedAttributes: {},
  });
}

/** The car as browsers get it. */
export const publicCar = (car: Car): Car => ({ ...car, dealercomments: sanitizeComments(car.dealercomments) });
