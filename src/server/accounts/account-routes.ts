// The dealer API's account calls (mounted under /api), on sites with sign-in switched on:
//   GET    /session                       {user} (null when signed out)
//   POST   /account/code                  {mobile | email, purpose?}: sends a 6-digit code
//   POST   /account/sign-in               {mobile | email, code, first_name?, purpose?}: signs in (sets the cookie)
//   POST   /account/sign-out              ends this session
//   POST   /account/sign-out-everywhere   ends every session of the account
//   PATCH  /account                       {name, last_name, postcode}: account details
//   GET    /account/export                everything kept about the shopper, as a JSON download
//   DELETE /account                       removes the account (the dealer's leads stay, unlinked)
// Bad input is a 400 with field errors, signed out a 401, too many codes a 429 with Retry-After.
import { Hono, type Context } from 'hono';
import { ACCOUNT_MESSAGES } from '../../domain/account.ts';
import { accountDetailsBody, identifierOf, sendCodeBody, signInBody } from '../../domain/account-schema.ts';
import { toFieldErrors, type FieldError, type z } from '../../domain/zod.ts';
import { problem, type ProblemStatus } from '../api/problem.ts';
import { readJsonBody } from '../api/json-body.ts';
import { addressOf } from '../leads/client-address.ts';
import { originCheck } from '../leads/origin-check.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import { AccountError, type AccountFailure, type Accounts } from './accounts.ts';
import type { GarageStore } from './garage-store.ts';
import { firstRefusal, type SignInLimits } from './limits.ts';
import type { RequestSessions } from './request-session.ts';

type Env = { Variables: { tenant: LoadedTenant } };
type Ctx = Context<Env>;

export interface AccountRouteDeps {
  accounts: Accounts;
  sessions: RequestSessions;
  garage: GarageStore;
  limits: SignInLimits;
  trustProxy: number;
  /** Everything else kept about the shopper, for the export (My Garage's lists). */
  exportGarage(c: Ctx, owner: { tenant: string; userId: number }): Promise<unknown>;
}

const FAILURES: Record<AccountFailure, { status: ProblemStatus | 401; field: string | null; message: string }> = {
  'code-wrong': { status: 400, field: 'code', message: ACCOUNT_MESSAGES.codeWrong },
  'code-expired': { status: 400, field: 'code', message: ACCOUNT_MESSAGES.codeExpired },
  'code-used': { status: 400, field: 'code', message: ACCOUNT_MESSAGES.codeUsed },
  'code-tries': { status: 400, field: 'code', message: ACCOUNT_MESSAGES.codeTooManyTries },
  'identifier-taken': { status: 409, field: null, message: ACCOUNT_MESSAGES.identifierTaken },
  'session-not-fresh': { status: 403, field: null, message: 'For your security, please sign out and sign in again to change this.' },
  'signed-out': { status: 401, field: null, message: ACCOUNT_MESSAGES.signedOut },
};

export function failureReply(c: Context, failure: AccountFailure): Response {
  const { status, field, message } = FAILURES[failure];
  if (status === 401) return c.json({ message, status }, 401);
  return problem(c, status, message, field ? [{ field, message }] : undefined);
}

/** The body checked against `schema`, or the 400 to answer. */
export async function parsedBody<S extends z.ZodType>(c: Context, schema: S, message: string): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const body = await readJsonBody(c);
  if (!body.ok) return { ok: false, response: problem(c, 400, body.message, body.errors) };
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: problem(c, 400, message, bodyErrors(toFieldErrors(parsed.error))) };
}

/**
 * A union of "mobile or e-mail" bodies fails with both branches' issues under zod's union error;
 * the shopper is told about the field they filled in.
 */
function bodyErrors(errors: FieldError[]): FieldError[] {
  return errors.length > 0 ? errors : [{ field: 'body', message: 'expected {mobile} or {email}' }];
}

const tooMany = (c: Context, wait: number, message: string) => {
  c.header('Retry-After', String(wait));
  return problem(c, 429, message);
};

export function accountRoutes(deps: AccountRouteDeps) {
  const { accounts, sessions, garage, limits } = deps;
  const api = new Hono<Env>();
  const tenantOf = (c: Ctx) => c.get('tenant').config;
  const clientIp = (c: Ctx) => addressOf(c, deps.trustProxy).ip;
  const clearCookies = (c: Ctx, cookies: string[]) => {
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  };

  api.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  api.use('/account/*', originCheck(deps.trustProxy));
  api.use('/account', originCheck(deps.trustProxy));
  // Sites without sign-in have no accounts (spec §9: authentication defaults to off).
  for (const path of ['/account', '/account/*']) {
    api.use(path, async (c, next) => {
      if (!tenantOf(c).features.authentication) return problem(c, 404, ACCOUNT_MESSAGES.notOffered);
      await next();
    });
  }

  api.get('/session', async (c) => c.json({ user: (await sessions.signedInOf(c))?.user ?? null }));

  api.post('/account/code', async (c) => {
    const tenant = tenantOf(c);
    const parsed = await parsedBody(c, sendCodeBody, 'Please check the highlighted field.');
    if (!parsed.ok) return parsed.response;
    const identifier = identifierOf(parsed.data);
    const current = await sessions.signedInOf(c);
    if (parsed.data.purpose === 'add' && !current) return failureReply(c, 'signed-out');
    const key = `${tenant.slug} ${identifier.value}`;
    const wait = await firstRefusal([() => limits.interval.hit(key), () => limits.perIdentifier.hit(key), () => limits.perIp.hit(clientIp(c))]);
    if (wait !== null) return tooMany(c, wait, ACCOUNT_MESSAGES.tooManyCodes);
    try {
      await accounts.sendCode(tenant.slug, identifier, parsed.data.purpose === 'add' ? current : null, sessions.authRequest(c));
    } catch (error) {
      if (error instanceof AccountError) return failureReply(c, error.failure);
      // The message channel failed (SMTP down, the SMS gateway refusing): the shopper can try again.
      console.error(`POST /api/account/code (${tenant.slug}):`, error);
      c.header('Retry-After', '30');
      return c.json({ message: ACCOUNT_MESSAGES.sendFailed, status: 503 }, 503);
    }
    return c.json({ sent: true, channel: identifier.kind === 'mobile' ? 'sms' : 'email', to: identifier.value });
  });

  api.post('/account/sign-in', async (c) => {
    const tenant = tenantOf(c);
    const wait = await limits.signInsPerIp.hit(clientIp(c));
    if (wait !== null) return tooMany(c, wait, ACCOUNT_MESSAGES.tooManySignIns);
    const parsed = await parsedBody(c, signInBody, 'Please check the highlighted fields.');
    if (!parsed.ok) return parsed.response;
    const identifier = identifierOf(parsed.data);
    const current = await sessions.signedInOf(c);
    try {
      if (parsed.data.purpose === 'add') {
        if (!current) return failureReply(c, 'signed-out');
        const added = await accounts.addIdentifier(tenant.slug, identifier, parsed.data.code, current, sessions.authRequest(c));
        clearCookies(c, added.setCookies);
        return c.json({ user: added.value, created: false });
      }
      const signedIn = await accounts.signIn(tenant.slug, identifier, parsed.data.code, parsed.data.first_name || undefined, current, sessions.authRequest(c));
      clearCookies(c, signedIn.setCookies);
      return c.json(signedIn.value);
    } catch (error) {
      if (error instanceof AccountError) return failureReply(c, error.failure);
      throw error;
    }
  });

  api.post('/account/sign-out', async (c) => {
    if (await sessions.signedInOf(c)) clearCookies(c, await accounts.signOut(tenantOf(c).slug, sessions.authRequest(c)));
    return c.json({ user: null });
  });

  api.post('/account/sign-out-everywhere', async (c) => {
    const current = await sessions.signedInOf(c);
    if (!current) return failureReply(c, 'signed-out');
    clearCookies(c, await accounts.signOutEverywhere(tenantOf(c).slug, current, sessions.authRequest(c)));
    return c.json({ user: null });
  });

  api.patch('/account', async (c) => {
    const current = await sessions.signedInOf(c);
    if (!current) return failureReply(c, 'signed-out');
    const parsed = await parsedBody(c, accountDetailsBody, 'Please check the highlighted fields.');
    if (!parsed.ok) return parsed.response;
    return c.json({ user: await accounts.updateDetails(tenantOf(c).slug, current, parsed.data, sessions.authRequest(c)) });
  });

  api.get('/account/export', async (c) => {
    const current = await sessions.signedInOf(c);
    if (!current) return failureReply(c, 'signed-out');
    const tenant = tenantOf(c);
    const owner = { tenant: tenant.slug, userId: current.user.id };
    const data = {
      exported_at: new Date().toISOString(),
      site: { name: tenant.name, slug: tenant.slug },
      account: current.user,
      sessions: await accounts.sessionsOf(tenant.slug, current, sessions.authRequest(c)),
      ...((await deps.exportGarage(c, owner)) as object),
    };
    c.header('Content-Disposition', `attachment; filename="${tenant.slug}-my-data.json"`);
    return c.json(data);
  });

  api.delete('/account', async (c) => {
    const current = await sessions.signedInOf(c);
    if (!current) return failureReply(c, 'signed-out');
    const tenant = tenantOf(c).slug;
    await garage.unlinkLeads({ tenant, userId: current.user.id });
    clearCookies(c, await accounts.deleteAccount(tenant, current, sessions.authRequest(c)));
    return c.json({ user: null, deleted: true });
  });

  return api;
}
