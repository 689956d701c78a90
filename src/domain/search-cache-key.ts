// The Cache API stores GET requests only, so the service worker files a search POST under a
// synthetic GET URL: the request URL (query parameters sorted, so their order does not matter)
// plus the SHA-256 of the body. Same search, same key; any change in the body, a new key.

/** Query parameter carrying the body's hash; no real search URL has it. */
export const BODY_HASH_PARAM = 'body-sha256';

/** Parameters that differ on every request without changing the answer (algoliasearch adds a random request id). */
const PER_REQUEST_PARAMS = ['x-algolia-request-id'];

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function searchCacheKey(url: string, body: string): Promise<string> {
  const key = new URL(url);
  key.hash = '';
  for (const name of [BODY_HASH_PARAM, ...PER_REQUEST_PARAMS]) key.searchParams.delete(name);
  key.searchParams.sort();
  key.searchParams.append(BODY_HASH_PARAM, await sha256Hex(body));
  return key.href;
}
