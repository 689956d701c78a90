// Dealer feeds are untrusted HTML: only simple formatting survives (sanitize-html, loaded with the
// comments that need it).
import sanitizeHtml from 'sanitize-html';

export function sanitizeComments(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4'],
    allowedAttributes: {},
  });
}
