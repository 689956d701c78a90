// CSRF defence for state-changing requests: a browser names the page's origin in Origin (and says
// cross-site in Sec-Fetch-Site); a POST from another site is refused. Requests with neither header
// come from non-browser clients, which cannot ride a shopper's cookies anyway. Behind a trusted
// proxy the addressed host and scheme are the forwarded ones (client-address.ts).
import type { MiddlewareHandler } from 'hono';
import { addressOf } from './client-address.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(method: string, headers: { origin?: string; host?: string; proto?: string; secFetchSite?: string }): boolean {
  if (SAFE.has(method)) return false;
  if (headers.origin !== undefined) {
    try {
      const origin = new URL(headers.origin);
      return origin.host !== headers.host || (headers.proto !== undefined && origin.protocol !== `${headers.proto}:`);
    } catch {
      return true; // 'null' and other opaque origins
    }
  }
  return headers.secFetchSite === 'cross-site';
}

export function originCheck(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    const { host, proto } = addressOf(c, trustProxy);
    if (isCrossSite(c.req.method, { origin: c.req.header('origin'), host, proto, secFetchSite: c.req.header('sec-fetch-site') })) {
      return c.json({ message: 'Cross-site request refused', status: 403 }, 403);
    }
    await next();
  };
}
