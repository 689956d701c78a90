// A cache key for JSON-like parameters: the JSON that would go on the wire, with object keys sorted
// at every depth so that {a, b} and {b, a} share a key. Array order is kept, because it carries
// meaning (multi-query order, facet filter groups). Undefined members are left out, as JSON.stringify
// leaves them out of a request body.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}
