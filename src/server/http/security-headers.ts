// Headers every response carries. The CSP allows three inline scripts, by their hashes: at the top of
// every page the ICU warm-up (icu-warmup.ts) and the early-tap recorder (early-tap.ts), and at the end of
// a car page or search screen the loader of its scripts once its photo is in (photo-first.ts). Inline
// style is allowed: the theme is inlined (no flash of the wrong brand) and react-aria injects a
// <style> element of its own at run time, and style cannot run code.
import { createHash } from 'node:crypto';
import { EARLY_TAP_SCRIPT } from './early-tap.ts';
import { ICU_WARMUP_SCRIPT } from './icu-warmup.ts';
import { PHOTO_FIRST_SCRIPT } from './photo-first.ts';

/** The CSP source that allows exactly this inline script. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(ICU_WARMUP_SCRIPT)} ${scriptHash(EARLY_TAP_SCRIPT)} ${scriptHash(PHOTO_FIRST_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self'",
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "frame-src https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

/**
 * Strict-Transport-Security for responses to requests that came over HTTPS (through a trusted
 * proxy): a year, without includeSubDomains, as a dealer's other subdomains may not all serve HTTPS.
 */
export const HSTS = 'max-age=31536000';
