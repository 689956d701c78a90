// Who sent a request and which origin they addressed. Behind a reverse proxy the socket is the
// proxy's, so the client and the browser's host and scheme are in X-Forwarded-For/-Host/-Proto; but
// anyone can send those headers, so they count only when the operator says how many proxies stand
// in front (TRUST_PROXY), and then only the entries those proxies appended.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export interface RequestAddress {
  /** The client's IP: what rate limits count. */
  ip: string;
  /** host[:port] the browser addressed: what the Origin check compares with. */
  host: string | undefined;
  /** 'http' or 'https' when a trusted proxy said so; undefined otherwise. */
  proto: string | undefined;
}

export interface AddressHeaders {
  host?: string;
  forwardedFor?: string;
  forwardedHost?: string;
  forwardedProto?: string;
}

const list = (header: string | undefined) => (header ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * Each of `trustProxy` proxies appends one entry, so the outermost one's entry is `trustProxy`
 * from the right; anything left of it came from the client and is ignored.
 */
export function requestAddress(headers: AddressHeaders, socketIp: string, trustProxy: number): RequestAddress {
  if (trustProxy <= 0) return { ip: socketIp, host: headers.host, proto: undefined };
  const chain = [...list(headers.forwardedFor), socketIp];
  const outermost = (entries: string[]) => entries[Math.max(0, entries.length - trustProxy)];
  return {
    ip: chain[Math.max(0, chain.length - 1 - trustProxy)]!,
    host: outermost(list(headers.forwardedHost)) ?? headers.host,
    proto: outermost(list(headers.forwardedProto))?.toLowerCase(),
  };
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function addressOf(c: Context, trustProxy: number): RequestAddress {
  return requestAddress(
    { host: c.req.header('host'), forwardedFor: c.req.header('x-forwarded-for'), forwardedHost: c.req.header('x-forwarded-host'), forwardedProto: c.req.header('x-forwarded-proto') },
    socketAddress(c),
    trustProxy,
  );
}
