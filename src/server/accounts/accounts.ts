// The shopper-account operations the dealer API offers, each run as the dealer site being served:
// sending a code, signing in with it (or adding the mobile or e-mail to the signed-in account), the
// session of a request, signing out here or everywhere, account details, export and deletion.
// better-auth does the work; this module turns its answers and errors into the API's.
import { APIError } from 'better-auth';
import { isPlaceholderEmail, type SessionUser } from '../../domain/account.ts';
import type { AccountDetailsBody } from '../../domain/account-schema.ts';
import { COOKIE_PREFIX, type Auth, type AuthPair } from './auth.ts';
import { withTenant } from './tenant-scope.ts';

/** The request as better-auth needs it: the cookie, the user agent and the client's address. */
export interface AuthRequest {
  headers: Headers;
  /** Came over HTTPS (directly or as a trusted proxy says): the cookies are Secure. */
  secure: boolean;
}

/** A failure the shopper can act on; `code` says which (the routes pick the message and status). */
export type AccountFailure =
  | 'code-wrong'
  | 'code-expired'
  | 'code-used'
  | 'code-tries'
  | 'identifier-taken'
  | 'session-not-fresh'
  | 'signed-out';

export class AccountError extends Error {
  constructor(readonly failure: AccountFailure) {
    super(failure);
    this.name = 'AccountError';
  }
}

/** What better-auth answers about a user, with Forecourt's fields. */
interface AuthUser {
  id: string | number;
  tenant: string;
  name: string;
  email: string;
  lastName?: string | null;
  postcode?: string | null;
  phoneNumber?: string | null;
}

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: Number(user.id),
    phone: user.phoneNumber ?? null,
    email: isPlaceholderEmail(user.email) ? null : user.email,
    name: user.name ?? '',
    last_name: user.lastName ?? '',
    postcode: user.postcode ?? '',
  };
}

export interface SignedIn {
  user: SessionUser;
  token: string;
}

/** The result of a call that may set or clear the session cookie. */
export interface WithCookies<T> {
  value: T;
  setCookies: string[];
}

const setCookiesOf = (headers: Headers | undefined) => headers?.getSetCookie() ?? [];

/** better-auth's error codes for the sign-in code, as the shopper's failure. */
function codeFailure(error: unknown): AccountFailure | null {
  if (!(error instanceof APIError)) return null;
  const code = (error.body as { code?: string } | undefined)?.code;
  switch (code) {
    case 'INVALID_OTP':
      return 'code-wrong';
    case 'OTP_EXPIRED':
      return 'code-expired';
    case 'OTP_NOT_FOUND':
      return 'code-used';
    case 'TOO_MANY_ATTEMPTS':
      return 'code-tries';
    case 'PHONE_NUMBER_EXIST':
    case 'EMAIL_ALREADY_IN_USE':
      return 'identifier-taken';
    case 'SESSION_NOT_FRESH':
      return 'session-not-fresh';
    case 'UNAUTHORIZED':
      return 'signed-out';
    default:
      // change-email answers a taken address with a message and no code.
      return /already in use/i.test(error.message) ? 'identifier-taken' : null;
  }
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const failure = codeFailure(error);
    if (failure) throw new AccountError(failure);
    throw error;
  }
}

type Identifier = { kind: 'mobile' | 'email'; value: string };

/**
 * The identifier better-auth's email-OTP plugin files a pending sign-in code under. For a mobile the
 * phone-number plugin itself tells a missing code (OTP_NOT_FOUND) from a wrong one; the e-mail
 * plugin answers both INVALID_OTP, so the accounts look first (the replay test holds this format).
 * A code to add an e-mail is filed under an identifier that has changed between better-auth
 * versions, so there a missing code is told as a wrong one.
 */
const emailSignInIdentifier = (email: string) => `sign-in-otp-${email}`;

export function createAccounts(auth: AuthPair) {
  const pick = (request: AuthRequest): Auth => (request.secure ? auth.secure : auth.plain);
  const internal = async (request: AuthRequest) => (await pick(request).$context).internalAdapter;

  /** The session a request carries on this site, or null (none, expired, another site's, signed out). */
  async function session(tenant: string, request: AuthRequest): Promise<WithCookies<SignedIn | null>> {
    return withTenant(tenant, async () => {
      if (!request.headers.get('cookie')?.includes(`${COOKIE_PREFIX}.session_token=`)) return { value: null, setCookies: [] };
      const answer = await pick(request).api.getSession({ headers: request.headers, returnHeaders: true });
      const found = answer.response as unknown as { session: { token: string; tenant: string }; user: AuthUser } | null;
      // The rows were looked up as this site's only; a row of another site is refused all the same.
      if (!found || found.session.tenant !== tenant || found.user.tenant !== tenant) return { value: null, setCookies: setCookiesOf(answer.headers) };
      return { value: { user: toSessionUser(found.user), token: found.session.token }, setCookies: setCookiesOf(answer.headers) };
    });
  }

  /**
   * Sends a code. To sign in: to anyone (a new shopper is created when they sign in with it). To add
   * to the signed-in account: a mobile gets the same code; an e-mail goes through better-auth's
   * change-email, which stays silent when the address belongs to someone else on the site.
   */
  async function sendCode(tenant: string, identifier: Identifier, adding: SignedIn | null, request: AuthRequest): Promise<void> {
    await withTenant(tenant, () =>
      mapped(async () => {
        const api = pick(request).api;
        if (identifier.kind === 'mobile') await api.sendPhoneNumberOTP({ body: { phoneNumber: identifier.value }, headers: request.headers });
        else if (adding) await api.requestEmailChangeEmailOTP({ body: { newEmail: identifier.value }, headers: request.headers });
        else await api.sendVerificationOTP({ body: { email: identifier.value, type: 'sign-in' }, headers: request.headers });
      }),
    );
  }

  /** Whether a sign-in code is waiting for this identifier (so a replayed or never-sent code gets its own message). */
  async function codeWaiting(tenant: string, identifier: Identifier, request: AuthRequest): Promise<boolean> {
    if (identifier.kind === 'mobile') return true;
    return withTenant(tenant, async () => (await (await internal(request)).findVerificationValue(emailSignInIdentifier(identifier.value))) !== null);
  }

  /**
   * Signs in with the code (a new shopper is created; their first name kept when given), ending the
   * session the request came with: the session id changes at every sign-in.
   */
  async function signIn(tenant: string, identifier: Identifier, code: string, firstName: string | undefined, previous: SignedIn | null, request: AuthRequest): Promise<WithCookies<{ user: SessionUser; created: boolean }>> {
    return withTenant(tenant, () =>
      mapped(async () => {
        if (!(await codeWaiting(tenant, identifier, request))) throw new AccountError('code-used');
        const context = await pick(request).$context;
        const existing =
          identifier.kind === 'mobile'
            ? await context.adapter.findOne({ model: 'user', where: [{ field: 'phoneNumber', value: identifier.value }] })
            : await context.internalAdapter.findUserByEmail(identifier.value);
        const api = pick(request).api;
        const answer =
          identifier.kind === 'mobile'
            ? await api.verifyPhoneNumber({ body: { phoneNumber: identifier.value, code }, headers: request.headers, returnHeaders: true })
            : await api.signInEmailOTP({ body: { email: identifier.value, otp: code }, headers: request.headers, returnHeaders: true });
        let user = (answer.response as unknown as { user: AuthUser }).user;
        if (firstName && !user.name) user = ((await context.internalAdapter.updateUser(String(user.id), { name: firstName })) as unknown as AuthUser | null) ?? user;
        if (previous) await context.internalAdapter.deleteSession(previous.token);
        return { value: { user: toSessionUser(user), created: existing === null }, setCookies: setCookiesOf(answer.headers) };
      }),
    );
  }

  /** Adds (or changes) the signed-in shopper's mobile or e-mail with the code sent to it. */
  async function addIdentifier(tenant: string, identifier: Identifier, code: string, current: SignedIn, request: AuthRequest): Promise<WithCookies<SessionUser>> {
    return withTenant(tenant, () =>
      mapped(async () => {
        const api = pick(request).api;
        const answer =
          identifier.kind === 'mobile'
            ? await api.verifyPhoneNumber({ body: { phoneNumber: identifier.value, code, updatePhoneNumber: true }, headers: request.headers, returnHeaders: true })
            : await api.changeEmailEmailOTP({ body: { newEmail: identifier.value, otp: code }, headers: request.headers, returnHeaders: true });
        const user = (await (await internal(request)).findUserById(String(current.user.id))) as unknown as AuthUser | null;
        if (!user) throw new AccountError('signed-out');
        return { value: toSessionUser(user), setCookies: setCookiesOf(answer.headers) };
      }),
    );
  }

  async function signOut(tenant: string, request: AuthRequest): Promise<string[]> {
    return withTenant(tenant, async () => setCookiesOf((await pick(request).api.signOut({ headers: request.headers, returnHeaders: true })).headers));
  }

  /** Ends every session of the signed-in shopper on this site (this device's too). */
  async function signOutEverywhere(tenant: string, current: SignedIn, request: AuthRequest): Promise<string[]> {
    return withTenant(tenant, async () => {
      await (await internal(request)).deleteUserSessions(String(current.user.id));
      return signOut(tenant, request);
    });
  }

  async function updateDetails(tenant: string, current: SignedIn, details: AccountDetailsBody, request: AuthRequest): Promise<SessionUser> {
    return withTenant(tenant, async () => {
      const user = (await (await internal(request)).updateUser(String(current.user.id), {
        name: details.name,
        lastName: details.last_name || null,
        postcode: details.postcode || null,
      })) as unknown as AuthUser | null;
      if (!user) throw new AccountError('signed-out');
      return toSessionUser(user);
    });
  }

  /** Removes the account, its sessions and everything kept with it (the tables cascade). */
  async function deleteAccount(tenant: string, current: SignedIn, request: AuthRequest): Promise<string[]> {
    return withTenant(tenant, async () => {
      const cleared = await signOut(tenant, request);
      await (await internal(request)).deleteUser(String(current.user.id));
      return cleared;
    });
  }

  /** Sessions of the shopper on this site, for the export (no tokens). */
  async function sessionsOf(tenant: string, current: SignedIn, request: AuthRequest) {
    return withTenant(tenant, async () => {
      const sessions = (await (await internal(request)).listSessions(String(current.user.id))) as { createdAt: Date | string; expiresAt: Date | string; ipAddress?: string | null; userAgent?: string | null }[];
      return sessions.map((s) => ({ created_at: new Date(s.createdAt).toISOString(), expires_at: new Date(s.expiresAt).toISOString(), ip_address: s.ipAddress ?? null, user_agent: s.userAgent ?? null }));
    });
  }

  return { session, sendCode, signIn, addIdentifier, signOut, signOutEverywhere, updateDetails, deleteAccount, sessionsOf };
}

export type Accounts = ReturnType<typeof createAccounts>;
