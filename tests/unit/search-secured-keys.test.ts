import { algoliasearch } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { createKeyVerifier, generateSecuredKey, indexAllowed, verifySecuredKey } from '../../src/server/search/secured-keys.ts';

const PARENT = 'search-parent-key-0123456789';
const NOW_SECONDS = 1_750_000_000;
const verify = createKeyVerifier({ appId: 'FORECOURT', parentKeys: ['retired-parent', PARENT], now: () => NOW_SECONDS * 1000 });

/** The official Node client's helper, as a real Algolia integration would call it. */
function officialKey(restrictions: Record<string, unknown>): string {
  const client = algoliasearch('FORECOURT', PARENT) as unknown as {
    generateSecuredApiKey(options: { parentApiKey: string; restrictions: Record<string, unknown> }): string;
  };
  return client.generateSecuredApiKey({ parentApiKey: PARENT, restrictions });
}

describe('secured API keys', () => {
  it('verifies a key made by the official helper and returns its scope', () => {
    const key = officialKey({ filters: 'website_ids:1 AND (make:"Land Rover" OR price < 5000)', restrictIndices: ['cars', 'cars_*'], validUntil: NOW_SECONDS + 60, userToken: 'visitor-1' });
    expect(verify(key, 'FORECOURT')).toEqual({
      filters: 'website_ids:1 AND (make:"Land Rover" OR price < 5000)',
      restrictIndices: ['cars', 'cars_*'],
      validUntil: NOW_SECONDS + 60,
      userToken: 'visitor-1',
    });
  });

  it('makes keys byte-identical to the official helper', () => {
    const restrictions = { filters: 'website_ids:2', restrictIndices: ['cars'], validUntil: NOW_SECONDS + 5 };
    expect(generateSecuredKey(PARENT, restrictions)).toBe(officialKey(restrictions));
    expect(verify(generateSecuredKey(PARENT, { filters: 'website_ids:2' }), 'FORECOURT')).toEqual({ filters: 'website_ids:2' });
  });

  it('accepts keys derived from any listed parent (rotation)', () => {
    expect(verify(generateSecuredKey('retired-parent', { filters: 'a:1' }), 'FORECOURT')).toEqual({ filters: 'a:1' });
  });

  it('accepts a parent key itself as unrestricted', () => {
    expect(verify(PARENT, 'FORECOURT')).toEqual({});
  });

  it('rejects a wrong app id, a missing key, unknown and malformed keys', () => {
    const key = generateSecuredKey(PARENT, { filters: 'a:1' });
    expect(verify(key, 'OTHER')).toBeNull();
    expect(verify(key, undefined)).toBeNull();
    expect(verify(undefined, 'FORECOURT')).toBeNull();
    expect(verify('', 'FORECOURT')).toBeNull();
    expect(verify('not a key!', 'FORECOURT')).toBeNull();
    expect(verify(Buffer.from('short').toString('base64'), 'FORECOURT')).toBeNull();
    expect(verify(generateSecuredKey('someone-elses-parent', { filters: 'a:1' }), 'FORECOURT')).toBeNull();
  });

  it('rejects tampered restrictions (widened filters, swapped signature)', () => {
    const key = generateSecuredKey(PARENT, { filters: 'website_ids:1' });
    const decoded = Buffer.from(key, 'base64').toString('utf8');
    const widened = Buffer.from(decoded.replace('website_ids%3A1', 'website_ids%3A2')).toString('base64');
    expect(verify(widened, 'FORECOURT')).toBeNull();
    const dropped = Buffer.from(decoded.slice(0, 64)).toString('base64');
    expect(verify(dropped, 'FORECOURT')).toBeNull();
    const flipped = Buffer.from((decoded[0] === 'a' ? 'b' : 'a') + decoded.slice(1)).toString('base64');
    expect(verify(flipped, 'FORECOURT')).toBeNull();
  });

  it('rejects expired keys and accepts them until validUntil', () => {
    expect(verify(generateSecuredKey(PARENT, { validUntil: NOW_SECONDS }), 'FORECOURT')).toBeNull();
    expect(verify(generateSecuredKey(PARENT, { validUntil: NOW_SECONDS - 3600 }), 'FORECOURT')).toBeNull();
    expect(verify(generateSecuredKey(PARENT, { validUntil: NOW_SECONDS + 1 }), 'FORECOURT')).toEqual({ validUntil: NOW_SECONDS + 1 });
  });

  it('refuses restrictions it cannot enforce rather than ignoring them', () => {
    expect(verify(officialKey({ restrictSources: '192.168.1.0/24' }), 'FORECOURT')).toBeNull();
    expect(verify(officialKey({ searchParams: { facetFilters: ['make:Kia'] } }), 'FORECOURT')).toBeNull();
    expect(verifySecuredKey(officialKey({ validUntil: 'soon' }), [PARENT], NOW_SECONDS)).toBeNull();
  });
});

describe('indexAllowed', () => {
  it('allows every index without restrictIndices, else exact names and prefix* patterns', () => {
    expect(indexAllowed({}, 'anything')).toBe(true);
    const scope = { restrictIndices: ['cars', 'offers_*'] };
    expect(indexAllowed(scope, 'cars')).toBe(true);
    expect(indexAllowed(scope, 'cars_price_asc')).toBe(false);
    expect(indexAllowed(scope, 'offers_metro')).toBe(true);
    expect(indexAllowed(scope, 'parts')).toBe(false);
  });
});
