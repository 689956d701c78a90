// A search page's first answers, searched by the server for its render (see src/domain/page-data.ts
// ServerSearch) as the tenant's browser would search: an embedded tenant through this server's own
// search routes with its key (so the key's scope and the stock filter apply as to the browser's
// searches); a tenant on hosted Algolia at its Algolia host, with the scope the browser's search worker
// adds. A search that fails or is slow renders the page loading: the browser then searches itself.
import type { Hono } from 'hono';
import { scopeRequests } from '../../domain/search-scope.ts';
import type { ServerSearch } from '../../domain/page-data.ts';
import type { SearchConnection } from '../../domain/tenant-bootstrap.ts';

/**
 * How long a page's render waits for hosted Algolia (its answer is usually back in tens of ms): past
 * this, the page is sent rendered loading rather than later.
 */
export const HOSTED_SEARCH_WAIT_MS = 1000;

type Query = { indexName: string; filters?: string };

export function serverSearch(connection: SearchConnection, searchApp: Hono): ServerSearch {
  const headers = { 'x-algolia-api-key': connection.apiKey, 'x-algolia-application-id': connection.appId };
  const answer = async (reply: Response, where: string) => {
    if (reply.ok) return ((await reply.json()) as { results: unknown[] }).results;
    console.warn(`Search for a page's render at ${where} answered ${reply.status}; the browser will search`);
    return null;
  };
  if (connection.mode === 'embedded') {
    return async (requests) => answer(await searchApp.request('/1/indexes/*/queries', { method: 'POST', headers, body: JSON.stringify({ requests }) }), 'this server');
  }
  const host = connection.host ?? `${connection.appId}-dsn.algolia.net`;
  const scope = connection.scope;
  return async (requests) => {
    const scoped = scope ? scopeRequests(requests as Query[], scope, Date.now()) : requests;
    try {
      return await answer(
        await fetch(`https://${host}/1/indexes/*/queries`, { method: 'POST', headers, body: JSON.stringify({ requests: scoped }), signal: AbortSignal.timeout(HOSTED_SEARCH_WAIT_MS) }),
        host,
      );
    } catch (error) {
      console.warn(`Search for a page's render at ${host} failed; the browser will search`, error);
      return null;
    }
  };
}
