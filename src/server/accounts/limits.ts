// Rate limits on sign-in, so codes cannot be used to flood a shopper's phone or inbox, run up the
// dealer's SMS bill, or be guessed: sending is limited per mobile or address (one every
// ACCOUNT_CODE_INTERVAL_S seconds, ACCOUNT_CODES_PER_IDENTIFIER an hour) and per client address
// (ACCOUNT_CODES_PER_IP an hour); tries at a code per client address (ACCOUNT_SIGN_INS_PER_IP in ten
// minutes), on top of the 5 tries each code allows. The windows are counted in the store, as the
// leads' are, so every instance behind a load balancer counts into the same ones.
import { createRateLimit, type HitCounter, type RateLimit } from '../leads/rate-limit.ts';

export interface SignInLimits {
  interval: RateLimit;
  perIdentifier: RateLimit;
  perIp: RateLimit;
  signInsPerIp: RateLimit;
}

/** The numbers, from the environment (src/server/config.ts). */
export interface SignInLimitSettings {
  codeIntervalS: number;
  codesPerIdentifier: number;
  codesPerIp: number;
  signInsPerIp: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = { codeIntervalS: 30, codesPerIdentifier: 5, codesPerIp: 20, signInsPerIp: 30 };

const HOUR_MS = 60 * 60 * 1000;

export function createSignInLimits(counter: HitCounter, settings: SignInLimitSettings): SignInLimits {
  return {
    interval: createRateLimit(counter, 'code-interval', 1, settings.codeIntervalS * 1000),
    perIdentifier: createRateLimit(counter, 'code-identifier', settings.codesPerIdentifier, HOUR_MS),
    perIp: createRateLimit(counter, 'code-ip', settings.codesPerIp, HOUR_MS),
    signInsPerIp: createRateLimit(counter, 'sign-in-ip', settings.signInsPerIp, 10 * 60 * 1000),
  };
}

/** Seconds to wait (Retry-After), or null when every limit lets the request through. */
export async function firstRefusal(checks: (() => number | null | Promise<number | null>)[]): Promise<number | null> {
  for (const check of checks) {
    const wait = await check();
    if (wait !== null) return wait;
  }
  return null;
}
