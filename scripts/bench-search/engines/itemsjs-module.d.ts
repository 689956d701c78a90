// itemsjs ships no types: the part of its API the bench calls.
declare module 'itemsjs' {
  interface ItemsjsResult {
    pagination: { total: number };
    data: { items: Record<string, unknown>[]; aggregations: Record<string, { buckets: unknown[] }> };
  }
  interface Itemsjs {
    search(options: Record<string, unknown>): ItemsjsResult;
  }
  export default function itemsjs(items: Record<string, unknown>[], configuration: Record<string, unknown>): Itemsjs;
}
