// Spec §9 accepted payment icons (Mastercard, Visa, Maestro, Google Pay, Apple Pay), drawn as small
// inline SVG card marks from plain shapes: no image files, no other origin. The app renders them with
// React (features/payments/PaymentIcons.tsx) and the embedded payment service's page as markup.

export type IconShape =
  | { tag: 'rect'; x: number; y: number; width: number; height: number; rx?: number; fill: string; stroke?: string }
  | { tag: 'circle'; cx: number; cy: number; r: number; fill: string; opacity?: number }
  | { tag: 'path'; d: string; fill: string }
  | { tag: 'text'; x: number; y: number; size: number; fill: string; weight: number; italic?: boolean; anchor?: 'start' | 'middle'; text: string };

export interface PaymentIcon {
  id: 'mastercard' | 'visa' | 'maestro' | 'google-pay' | 'apple-pay';
  label: string;
  shapes: IconShape[];
}

export const ICON_WIDTH = 38;
export const ICON_HEIGHT = 24;

const card = (fill: string, stroke = '#c7cbd1'): IconShape => ({ tag: 'rect', x: 0.5, y: 0.5, width: 37, height: 23, rx: 3.5, fill, stroke });
const FONT = 700;

/** Two overlapping discs, as Mastercard and Maestro draw their marks. */
const twoDiscs = (left: string, right: string, overlap: string): IconShape[] => [
  card('#ffffff'),
  { tag: 'circle', cx: 15, cy: 12, r: 7, fill: left },
  { tag: 'circle', cx: 23, cy: 12, r: 7, fill: right },
  { tag: 'path', d: 'M19 6.46a7 7 0 0 1 0 11.08a7 7 0 0 1 0-11.08Z', fill: overlap },
];

export const PAYMENT_ICONS: readonly PaymentIcon[] = [
  {
    id: 'mastercard',
    label: 'Mastercard',
    shapes: twoDiscs('#eb001b', '#f79e1b', '#ff5f00'),
  },
  {
    id: 'visa',
    label: 'Visa',
    shapes: [card('#1a1f71', '#1a1f71'), { tag: 'text', x: 19, y: 16.2, size: 11, fill: '#ffffff', weight: 800, italic: true, anchor: 'middle', text: 'VISA' }],
  },
  {
    id: 'maestro',
    label: 'Maestro',
    shapes: twoDiscs('#0099df', '#ed0006', '#6c6bbd'),
  },
  {
    id: 'google-pay',
    label: 'Google Pay',
    shapes: [
      card('#ffffff'),
      { tag: 'text', x: 5, y: 16, size: 10, fill: '#4285f4', weight: FONT, text: 'G' },
      { tag: 'text', x: 13, y: 16, size: 10, fill: '#3c4043', weight: 600, text: 'Pay' },
    ],
  },
  {
    id: 'apple-pay',
    label: 'Apple Pay',
    shapes: [
      card('#000000', '#000000'),
      // An apple: two lobes, a bite out of the right side and a leaf.
      { tag: 'path', d: 'M9.6 8.4c1 0 1.5.5 2.3.5s1.2-.5 2.3-.5c.9 0 1.7.5 2.1 1.2-1.8 1-1.5 3.6.3 4.2-.4 1.2-1.3 2.7-2.3 2.7-.8 0-1-.5-2-.5s-1.3.5-2.1.5c-1 0-2.6-2-2.6-4.5 0-2.4 1.1-3.6 2-3.6Z', fill: '#ffffff' },
      { tag: 'path', d: 'M12 7.9c0-1 .7-1.8 1.6-1.9.1 1-.7 1.9-1.6 1.9Z', fill: '#ffffff' },
      { tag: 'text', x: 18.5, y: 15.5, size: 8.5, fill: '#ffffff', weight: 600, text: 'Pay' },
    ],
  },
];

const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

/** One shape as SVG markup (the server's pages). */
export function shapeMarkup(shape: IconShape): string {
  switch (shape.tag) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx ?? 0}" fill="${shape.fill}"${shape.stroke ? ` stroke="${shape.stroke}"` : ''}/>`;
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`;
    case 'path':
      return `<path d="${shape.d}" fill="${shape.fill}"/>`;
    case 'text':
      return `<text x="${shape.x}" y="${shape.y}" font-size="${shape.size}" font-weight="${shape.weight}" font-family="Arial, Helvetica, sans-serif"${shape.italic ? ' font-style="italic"' : ''}${shape.anchor === 'middle' ? ' text-anchor="middle"' : ''} fill="${shape.fill}">${escape(shape.text)}</text>`;
  }
}

/** An icon as an <svg> named for assistive technology. */
export function iconMarkup(icon: PaymentIcon): string {
  return `<svg role="img" aria-label="${escape(icon.label)}" viewBox="0 0 ${ICON_WIDTH} ${ICON_HEIGHT}" width="${ICON_WIDTH}" height="${ICON_HEIGHT}"><title>${escape(icon.label)}</title>${icon.shapes.map(shapeMarkup).join('')}</svg>`;
}
