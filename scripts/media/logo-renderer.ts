// Demo make badges: a coloured circle, shield, rounded square or oval with the make's name (or
// initials when the name is long). Shape and colour come from a hash of the slug, so a make keeps
// its badge from run to run.
import { hashLabel } from '../demo-data/prng.ts';

export interface MakeRef {
  slug: string;
  name: string;
}

const LOGO_SIZE = 256;

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The name when it fits a badge legibly, else its initials (or first letter). */
function badgeLabel(name: string): string {
  const clean = name.trim();
  if (clean.length <= 8) return clean.toUpperCase();
  const words = clean.split(/[\s-]+/).filter(Boolean);
  return words
    .map((w) => w[0])
    .join('')
    .slice(0, 4)
    .toUpperCase();
}

/** Badge outlines with the text width each leaves inside its rim. */
const SHAPES: [string, number][] = [
  ['<circle cx="128" cy="128" r="120" fill="url(#face)"/><circle cx="128" cy="128" r="106" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>', 180],
  ['<path d="M128 8 L236 44 C236 140 196 210 128 248 C60 210 20 140 20 44 Z" fill="url(#face)"/><path d="M128 24 L222 55 C220 138 186 198 128 232 C70 198 36 138 34 55 Z" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>', 150],
  ['<rect x="10" y="10" width="236" height="236" rx="48" fill="url(#face)"/><rect x="24" y="24" width="208" height="208" rx="38" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>', 190],
  ['<ellipse cx="128" cy="128" rx="122" ry="88" fill="url(#face)"/><ellipse cx="128" cy="128" rx="108" ry="75" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>', 196],
];

export function logoSvg(make: MakeRef): string {
  const h = hashLabel(make.slug);
  const hue = h % 360;
  const [shape, room] = SHAPES[(h >>> 9) % SHAPES.length];
  const label = badgeLabel(make.name);
  // Bold capitals in DejaVu Sans run up to about 0.85 em wide (W, M).
  const size = Math.min(80, room / (label.length * 0.85));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 256 256">` +
    `<defs><linearGradient id="face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 0.55, 0.5)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue, 0.6, 0.26)}"/></linearGradient></defs>${shape}` +
    `<text x="128" y="128" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" ` +
    `font-size="${size.toFixed(1)}" fill="#ffffff">${escapeXml(label)}</text></svg>`
  );
}
