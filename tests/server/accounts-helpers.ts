// Signing in over real HTTP: send a code, read it from the messages folder (the embedded default's
// drop), post it back, keep the cookie.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listMessages } from '../../src/server/messages/file-drop.ts';
import { openStore, type Store } from '../../src/server/store/store.ts';
import type { TestServer } from './harness.ts';

export interface Client {
  tenant: string;
  /** X-Forwarded-For (the server trusts one proxy in these tests): each scenario its own client address. */
  ip: string;
  cookie: string;
}

export function client(tenant: string, ip: string): Client {
  return { tenant, ip, cookie: '' };
}

/** The cookie pairs a response sets, as a Cookie header (an expired one removes its name). */
export function cookieAfter(previous: string, res: Response): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  for (const header of splitSetCookie(res.headers.get('set-cookie'))) {
    const [pair] = header.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** node:http joins Set-Cookie headers with ', ' in the harness; cookie dates contain ', ' too. */
function splitSetCookie(joined: string | null): string[] {
  return joined ? joined.split(/, (?=[^ ;,=]+=)/) : [];
}

export function call(server: TestServer, who: Client, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return server.get(who.tenant, path, {
    method,
    headers: {
      'x-forwarded-for': who.ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The latest code sent to `to` on the tenant's site, read from the messages folder. */
export async function latestCode(server: TestServer, tenant: string, to: string): Promise<string> {
  const [latest] = await listMessages(join(server.config.dataDir, 'messages'), tenant, to);
  if (!latest) throw new Error(`no message to ${to} on ${tenant}`);
  const match = /\b(\d{6})\b/.exec(readFileSync(latest, 'utf8'));
  if (!match) throw new Error(`no code in ${latest}`);
  return match[1];
}

/** Signs `who` in by mobile (a new shopper the first time) and keeps the session cookie. */
export async function signIn(server: TestServer, who: Client, mobile: string, firstName?: string): Promise<Response> {
  const sent = await call(server, who, 'POST', '/api/account/code', { mobile });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${await sent.text()}`);
  const code = await latestCode(server, who.tenant, mobile.replace(/\s/g, ''));
  const res = await call(server, who, 'POST', '/api/account/sign-in', { mobile, code, ...(firstName ? { first_name: firstName } : {}) });
  if (res.status !== 200) throw new Error(`sign in: ${res.status} ${await res.clone().text()}`);
  who.cookie = cookieAfter(who.cookie, res);
  return res;
}

export async function sessionUser(server: TestServer, who: Client) {
  const res = await call(server, who, 'GET', '/api/session');
  return ((await res.json()) as { user: { id: number; phone: string | null; email: string | null; name: string } | null }).user;
}

/** Works on the server's store (SQLite file or PostgreSQL database) beside the server, as a second instance would. */
export async function withServerStore<T>(server: TestServer, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore({ dataDir: server.config.dataDir, databaseUrl: server.config.databaseUrl, log: () => {} });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
