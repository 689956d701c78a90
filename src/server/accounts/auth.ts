// better-auth, set up for Forecourt's shoppers: passwordless sign-in by a 6-digit code sent to an
// Australian mobile (its phone-number plugin) or to an e-mail address (its email-OTP plugin); codes
// last 10 minutes and allow 5 tries; a shopper is created on first sign-in. better-auth does the
// parts that must not be hand-written: code generation and single-use consumption, the attempt
// count, session tokens, their signed cookies and their expiry. Its tables are the auth_* tables of
// the server's own database (through Kysely, as the rest of the store), every row scoped to the
// dealer site being served (tenant-scope.ts). Its own HTTP handler is not mounted: the dealer API
// calls it (auth.api.*) from routes that validate, rate-limit and answer in the API's shape.
import { kyselyAdapter } from '@better-auth/kysely-adapter';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { Kysely } from 'kysely';
import { CODE_LENGTH, CODE_TRIES, CODE_TTL_MINUTES, PLACEHOLDER_EMAIL_DOMAIN } from '../../domain/account.ts';
import { scopeToTenant, TENANT_FIELD, tenantNow } from './tenant-scope.ts';

/** The header the accounts routes put the client's address in (TRUST_PROXY-aware), for sessions' records. */
export const CLIENT_IP_HEADER = 'x-forecourt-client-ip';
export const COOKIE_PREFIX = 'forecourt';
export const SESSION_DAYS = 30;

export interface CodeSender {
  /** Sends a sign-in code; the dealer site is the one being served. A throw fails the request. */
  (to: { kind: 'mobile' | 'email'; value: string }, code: string): Promise<void>;
}

export interface AuthOptions {
  db: Kysely<never>;
  dialect: 'sqlite' | 'postgres';
  secret: string;
  sendCode: CodeSender;
}

/**
 * Every model carries its dealer site; better-auth must know the field to write and filter it. Its
 * default is the site being served, so better-auth's own checks of a new row find it filled in.
 */
const tenantField = { type: 'string', required: true, input: false, returned: true, fieldName: TENANT_FIELD, index: true, defaultValue: () => tenantNow('creating an accounts row') } as const;
const tenantScope = {
  id: 'forecourt-tenant',
  schema: {
    user: { fields: { tenant: tenantField } },
    session: { fields: { tenant: tenantField } },
    account: { fields: { tenant: tenantField } },
    verification: { fields: { tenant: tenantField } },
  },
} satisfies BetterAuthPlugin;

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

function authFor(options: AuthOptions, secure: boolean) {
  return betterAuth({
    appName: 'Forecourt',
    // Never used for a link: codes are typed, not clicked. It fixes the cookies' Secure flag (below).
    baseURL: secure ? 'https://forecourt.invalid' : 'http://forecourt.invalid',
    secret: options.secret,
    telemetry: { enabled: false },
    database: (authOptions: BetterAuthOptions) => scopeToTenant(kyselyAdapter(options.db, { type: options.dialect })(authOptions)),
    // Limits are the accounts routes' (per number, address and IP, with Retry-After).
    rateLimit: { enabled: false },
    user: {
      modelName: 'auth_users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        lastName: { type: 'string', required: false, input: false, fieldName: 'last_name' },
        postcode: { type: 'string', required: false, input: false, fieldName: 'postcode' },
      },
    },
    session: {
      modelName: 'auth_sessions',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', ...timestamps },
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: { modelName: 'auth_verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    advanced: {
      // Host-only (no Domain), httpOnly, SameSite=Lax; Secure on the instance for HTTPS requests.
      useSecureCookies: secure,
      cookiePrefix: COOKIE_PREFIX,
      database: { generateId: 'serial' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      tenantScope,
      phoneNumber({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_TTL_MINUTES * 60,
        allowedAttempts: CODE_TRIES,
        sendOTP: ({ phoneNumber: to, code }) => options.sendCode({ kind: 'mobile', value: to }, code),
        // A shopper new to the site is created at their first sign-in, filed under a placeholder
        // address until they add their own (better-auth keeps one per user).
        signUpOnVerification: { getTempEmail: (phone) => `${phone}@${PLACEHOLDER_EMAIL_DOMAIN}`, getTempName: () => '' },
        schema: { user: { fields: { phoneNumber: 'phone_number', phoneNumberVerified: 'phone_number_verified' } } },
      }),
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_TTL_MINUTES * 60,
        allowedAttempts: CODE_TRIES,
        storeOTP: 'hashed',
        sendVerificationOTP: ({ email, otp }) => options.sendCode({ kind: 'email', value: email }, otp),
        changeEmail: { enabled: true, verifyCurrentEmail: false },
      }),
    ],
  });
}

/**
 * Two instances that differ only in the cookies' Secure flag (and `__Secure-` name prefix), which
 * better-auth fixes per instance: a request that came over HTTPS (directly or by a trusted proxy's
 * word) is served by the secure one. Both read either cookie name.
 */
export function createAuth(options: AuthOptions) {
  return { plain: authFor(options, false), secure: authFor(options, true) };
}

export type Auth = ReturnType<typeof authFor>;
export type AuthPair = ReturnType<typeof createAuth>;
