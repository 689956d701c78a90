// The signed-in shopper of a request, looked up once per request, and the server's half of the
// gated-page rule (spec §4/§6): a gated page's data is answered only to a signed-in shopper. Routes
// of other features call `gatedApi` (or `signedInOf`) rather than reading cookies themselves.
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES } from '../../domain/account.ts';
import { isGated, type GateType } from '../../domain/gated-pages.ts';
import { addressOf } from '../leads/client-address.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import type { Accounts, AuthRequest, SignedIn } from './accounts.ts';
import { CLIENT_IP_HEADER } from './auth.ts';

export interface RequestSessions {
  /** The signed-in shopper, or null (also on sites without sign-in). Looked up once per request. */
  signedInOf(c: Context): Promise<SignedIn | null>;
  /** The request as better-auth takes it. */
  authRequest(c: Context): AuthRequest;
  /**
   * null when the request may have the gated page's data; otherwise the 401 to answer (the tenant
   * gates `page` and nobody is signed in).
   */
  gatedApi(c: Context, page: GateType): Promise<Response | null>;
}

const SIGNED_IN = 'forecourt.signedIn';

export function createRequestSessions(accounts: Accounts, trustProxy: number): RequestSessions {
  const authRequest = (c: Context): AuthRequest => {
    const address = addressOf(c, trustProxy);
    const headers = new Headers();
    for (const name of ['cookie', 'user-agent']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set(CLIENT_IP_HEADER, address.ip);
    return { headers, secure: address.proto === 'https' || new URL(c.req.url).protocol === 'https:' };
  };

  const signedInOf = async (c: Context): Promise<SignedIn | null> => {
    const known = c.get(SIGNED_IN as never) as Promise<SignedIn | null> | undefined;
    if (known) return known;
    const tenant = (c.get('tenant' as never) as LoadedTenant).config;
    const lookup = (async () => {
      if (!tenant.features.authentication) return null;
      const found = await accounts.session(tenant.slug, authRequest(c));
      // A session past its refresh age gets a new expiry: its cookie is sent again.
      for (const cookie of found.setCookies) c.header('Set-Cookie', cookie, { append: true });
      return found.value;
    })();
    c.set(SIGNED_IN as never, lookup as never);
    return lookup;
  };

  return {
    signedInOf,
    authRequest,
    async gatedApi(c, page) {
      const tenant = (c.get('tenant' as never) as LoadedTenant).config;
      if (!isGated(page, tenant) || (await signedInOf(c))) return null;
      c.header('Cache-Control', 'no-store');
      return c.json({ message: ACCOUNT_MESSAGES.signedOut, status: 401 }, 401);
    },
  };
}
