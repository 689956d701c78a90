// How a record's attribute values read as facet values, shared by the search service's engine
// (src/server/search/columns.ts) and the search worker's local answers (./local-refinement.ts), which
// must order and find values alike.

/** An attribute of a record by name, or by a dotted path into nested objects. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(record, path)) return record[path];
  if (!path.includes('.')) return undefined;
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Numbers numerically, everything else by code point (locale-independent, so results are stable). */
export function compareLabels(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}
