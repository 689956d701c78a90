// CSRF defence for state-changing requests: a browser names the page's origin in Origin (and says
// cross-site in Sec-Fetch-Site); a POST from another site is refused. Requests with neither header
// come from non-browser clients, which cannot ride a shopper's cookies anyway.
import type { MiddlewareHandler } from 'hono';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(method: string, headers: { origin?: string; host?: string; secFetchSite?: string }): boolean {
  if (SAFE.has(method)) return false;
  if (headers.origin !== undefined) {
    try {
      return new URL(headers.origin).host !== headers.host;
    } catch {
      return true; // 'null' and other opaque origins
    }
  }
  return headers.secFetchSite === 'cross-site';
}

export const originCheck: MiddlewareHandler = async (c, next) => {
  const crossSite = isCrossSite(c.req.method, { origin: c.req.header('origin'), host: c.req.header('host'), secFetchSite: c.req.header('sec-fetch-site') });
  if (crossSite) return c.json({ message: 'Cross-site request refused', status: 403 }, 403);
  await next();
};
