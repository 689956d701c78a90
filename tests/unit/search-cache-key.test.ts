import { describe, expect, it } from 'vitest';
import { BODY_HASH_PARAM, searchCacheKey, sha256Hex } from '../../src/domain/search-cache-key.ts';

const SEARCH_URL = 'http://harbourside-motors.localhost:8080/1/indexes/*/queries?x-algolia-api-key=k1&x-algolia-application-id=FORECOURT';
const BODY = JSON.stringify({ requests: [{ indexName: 'cars', query: 'cx-5', hitsPerPage: 20 }] });

describe('searchCacheKey', () => {
  it('hashes with SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is the request URL plus the hash of the body, on the same origin and path', async () => {
    const key = new URL(await searchCacheKey(SEARCH_URL, BODY));
    expect(key.origin).toBe('http://harbourside-motors.localhost:8080');
    expect(key.pathname).toBe('/1/indexes/*/queries');
    expect(key.searchParams.get('x-algolia-api-key')).toBe('k1');
    expect(key.searchParams.get(BODY_HASH_PARAM)).toBe(await sha256Hex(BODY));
  });

  it('gives the same search the same key', async () => {
    expect(await searchCacheKey(SEARCH_URL, BODY)).toBe(await searchCacheKey(SEARCH_URL, BODY));
  });

  it('gives a different body, query string or tenant a different key', async () => {
    const key = await searchCacheKey(SEARCH_URL, BODY);
    expect(await searchCacheKey(SEARCH_URL, BODY.replace('cx-5', 'cx-9'))).not.toBe(key);
    expect(await searchCacheKey(SEARCH_URL.replace('k1', 'k2'), BODY)).not.toBe(key);
    expect(await searchCacheKey(SEARCH_URL.replace('harbourside-motors', 'outback-caravans'), BODY)).not.toBe(key);
  });

  it('ignores the order of query parameters and any fragment', async () => {
    const reordered = 'http://harbourside-motors.localhost:8080/1/indexes/*/queries?x-algolia-application-id=FORECOURT&x-algolia-api-key=k1#top';
    expect(await searchCacheKey(reordered, BODY)).toBe(await searchCacheKey(SEARCH_URL, BODY));
  });

  it('cannot be steered by a body hash already in the URL', async () => {
    const forged = `${SEARCH_URL}&${BODY_HASH_PARAM}=${'0'.repeat(64)}`;
    expect(await searchCacheKey(forged, BODY)).toBe(await searchCacheKey(SEARCH_URL, BODY));
  });
});

describe('per-request parameters', () => {
  it('ignores the random request id the algoliasearch client adds to every request', async () => {
    const body = '{"requests":[{"indexName":"cars","query":"ute"}]}';
    const a = await searchCacheKey('http://x.localhost/1/indexes/*/queries?x-algolia-api-key=k&x-algolia-request-id=1b2c', body);
    const b = await searchCacheKey('http://x.localhost/1/indexes/*/queries?x-algolia-request-id=9f8e&x-algolia-api-key=k', body);
    expect(a).toBe(b);
    expect(a).not.toContain('request-id');
  });
});
