// Algolia's secured API keys: base64(hex(HMAC-SHA256(parentKey, restrictions)) + restrictions), the
// restrictions being a URL-encoded query string. Keys are made with the official client's helper so
// that a key minted here also works against a real Algolia app sharing the parent key.

import { createHmac, createHash, timingSafeEqual } from 'node:crypto';
import { type SecuredApiKeyRestrictions, algoliasearch } from 'algoliasearch';

export interface KeyScope {
  /** ANDed with every request's filters; a request cannot widen it. */
  filters?: string;
  /** Index names or `prefix*` patterns the key may query. */
  restrictIndices?: string[];
  /** Unix seconds after which the key is refused. */
  validUntil?: number;
  userToken?: string;
}

export type KeyVerifier = (apiKey: string | undefined, appId: string | undefined) => KeyScope | null;

/** Restrictions this server enforces; a key carrying any other (restrictSources, search params...) is refused rather than half-honoured. */
const ENFORCED = new Set(['filters', 'restrictIndices', 'validUntil', 'userToken']);
const HMAC_HEX_LENGTH = 64;

/**
 * The Node build's extra helper. The bundler-style tsconfig resolves algoliasearch's browser typings,
 * which omit it, so its signature is restated here and checked at run time.
 */
interface NodeKeyHelper {
  generateSecuredApiKey(options: { parentApiKey: string; restrictions: SecuredApiKeyRestrictions }): string;
}

let helper: NodeKeyHelper | undefined;

export function generateSecuredKey(parentKey: string, scope: KeyScope): string {
  if (!helper) {
    // The helper is pure (no request is made), so placeholder credentials do.
    const client = algoliasearch('forecourt', 'key-helper') as Partial<NodeKeyHelper>;
    if (typeof client.generateSecuredApiKey !== 'function') throw new Error('algoliasearch: generateSecuredApiKey needs the Node build');
    helper = client as NodeKeyHelper;
  }
  return helper.generateSecuredApiKey({
    parentApiKey: parentKey,
    restrictions: {
      filters: scope.filters,
      restrictIndices: scope.restrictIndices,
      validUntil: scope.validUntil,
      userToken: scope.userToken,
    },
  });
}

function sameSecret(a: string, b: string): boolean {
  // Hash first so the comparison is constant-time whatever the lengths.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The scope of a secured key derived from one of `parentKeys`, or null if it is not one or has expired. */
export function verifySecuredKey(apiKey: string, parentKeys: readonly string[], nowSeconds: number): KeyScope | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(apiKey)) return null;
  const decoded = Buffer.from(apiKey, 'base64').toString('utf8');
  const signature = decoded.slice(0, HMAC_HEX_LENGTH);
  const restrictions = decoded.slice(HMAC_HEX_LENGTH);
  if (!/^[0-9a-f]{64}$/.test(signature)) return null;
  const signed = parentKeys.some((parentKey) =>
    timingSafeEqual(Buffer.from(createHmac('sha256', parentKey).update(restrictions).digest('hex')), Buffer.from(signature)),
  );
  if (!signed) return null;

  const scope: KeyScope = {};
  for (const [name, value] of new URLSearchParams(restrictions)) {
    if (!ENFORCED.has(name)) return null;
    if (name === 'filters') scope.filters = value;
    else if (name === 'userToken') scope.userToken = value;
    else if (name === 'restrictIndices') scope.restrictIndices = value.split(',').map((index) => index.trim()).filter(Boolean);
    else {
      if (!/^\d+$/.test(value)) return null;
      scope.validUntil = Number(value);
    }
  }
  if (scope.validUntil !== undefined && scope.validUntil <= nowSeconds) return null;
  return scope;
}

export interface KeyVerifierOptions {
  appId: string;
  /** Keys secured keys may be derived from (several while rotating). Presented as-is, a parent key searches unrestricted. */
  parentKeys: readonly string[];
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

export function createKeyVerifier({ appId, parentKeys, now = Date.now }: KeyVerifierOptions): KeyVerifier {
  return (apiKey, requestAppId) => {
    if (!apiKey || requestAppId !== appId) return null;
    if (parentKeys.some((parentKey) => sameSecret(parentKey, apiKey))) return {};
    return verifySecuredKey(apiKey, parentKeys, Math.floor(now() / 1000));
  };
}

/** Whether the scope lets the key query `indexName` (`restrictIndices` entries may end in `*`). */
export function indexAllowed(scope: KeyScope, indexName: string): boolean {
  if (!scope.restrictIndices) return true;
  return scope.restrictIndices.some((pattern) =>
    pattern.endsWith('*') ? indexName.startsWith(pattern.slice(0, -1)) : indexName === pattern,
  );
}
