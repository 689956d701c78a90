// Columnar copies of record attributes for filtering, faceting and sorting: facet values are
// dictionary-encoded (one small integer per document), numbers sit in a Float64Array (NaN = absent),
// and array attributes use offsets into a flat code list.

export type IndexRecord = Record<string, unknown> & { objectID: string };

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

export const MISSING = -1;

export class AttributeColumn {
  readonly name: string;
  /** Display value per code, as first seen in the records. */
  readonly labels: string[] = [];
  /** Numeric value per code, NaN when the code came from a string. */
  readonly codeNums: Float64Array;
  /** Per document for single-valued columns, else null. */
  readonly codes: Int32Array | null;
  readonly nums: Float64Array | null;
  /** Per document value ranges into `multiCodes` for columns holding arrays, else null. */
  readonly offsets: Uint32Array | null;
  readonly multiCodes: Int32Array | null;
  /** Some value is a string: sort alphabetically rather than numerically. */
  readonly hasStrings: boolean;
  /** Some value is a number (not a boolean): the column gets facets_stats. */
  readonly hasNumbers: boolean;
  private readonly keyToCode = new Map<string, number>();
  private sortCache: Float64Array | null = null;
  private labelOrderCache: Uint32Array | null = null;
  private labelRankCache: Uint32Array | null = null;
  private counting: { counts: Uint32Array; present: Uint32Array } | null = null;

  constructor(name: string, records: readonly Record<string, unknown>[]) {
    this.name = name;
    const numsByCode: number[] = [];
    let hasStrings = false;
    let hasNumbers = false;
    const encode = (value: unknown): number => {
      let key: string;
      let label: string;
      let num = Number.NaN;
      if (typeof value === 'string') {
        key = value.toLowerCase();
        label = value;
        hasStrings = true;
      } else if (typeof value === 'number' && Number.isFinite(value)) {
        key = label = String(value);
        num = value;
        hasNumbers = true;
      } else if (typeof value === 'boolean') {
        key = label = String(value);
        num = value ? 1 : 0;
      } else {
        return MISSING;
      }
      let code = this.keyToCode.get(key);
      if (code === undefined) {
        code = this.labels.length;
        this.keyToCode.set(key, code);
        this.labels.push(label);
        numsByCode.push(num);
      } else if (Number.isNaN(numsByCode[code]) && !Number.isNaN(num)) {
        numsByCode[code] = num;
      }
      return code;
    };

    const isMulti = records.some((record) => Array.isArray(valueAt(record, name)));
    if (isMulti) {
      const offsets = new Uint32Array(records.length + 1);
      const flat: number[] = [];
      records.forEach((record, doc) => {
        const value = valueAt(record, name);
        for (const item of Array.isArray(value) ? value : [value]) {
          const code = encode(item);
          if (code !== MISSING) flat.push(code);
        }
        offsets[doc + 1] = flat.length;
      });
      this.offsets = offsets;
      this.multiCodes = Int32Array.from(flat);
      this.codes = null;
      this.nums = null;
    } else {
      const codes = new Int32Array(records.length);
      const nums = new Float64Array(records.length);
      records.forEach((record, doc) => {
        const value = valueAt(record, name);
        codes[doc] = encode(value);
        nums[doc] = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number.NaN;
      });
      this.codes = codes;
      this.nums = nums;
      this.offsets = null;
      this.multiCodes = null;
    }
    this.codeNums = Float64Array.from(numsByCode);
    this.hasStrings = hasStrings;
    this.hasNumbers = hasNumbers;
  }

  get size(): number {
    return this.codes ? this.codes.length : this.offsets!.length - 1;
  }

  /** Scratch for counting values: all zero between counts (see facets.ts countValues). */
  countBuffers(): { counts: Uint32Array; present: Uint32Array } {
    this.counting ??= { counts: new Uint32Array(this.labels.length), present: new Uint32Array(this.labels.length) };
    return this.counting;
  }

  /** Codes in label order (see compareLabels). */
  labelOrder(): Uint32Array {
    this.labelOrderCache ??= Uint32Array.from(
      this.labels.map((_, code) => code).sort((a, b) => compareLabels(this.labels[a], this.labels[b])),
    );
    return this.labelOrderCache;
  }

  /** Code → position in label order. */
  labelRanks(): Uint32Array {
    if (!this.labelRankCache) {
      const ranks = new Uint32Array(this.labels.length);
      this.labelOrder().forEach((code, position) => (ranks[code] = position));
      this.labelRankCache = ranks;
    }
    return this.labelRankCache;
  }

  /** The code of a filter value (case-insensitive), or MISSING. */
  codeOf(value: string): number {
    const code = this.keyToCode.get(value.toLowerCase());
    if (code !== undefined) return code;
    const asNumber = Number(value);
    if (value.trim() !== '' && Number.isFinite(asNumber)) return this.keyToCode.get(String(asNumber)) ?? MISSING;
    return MISSING;
  }

  /**
   * One comparable number per document (NaN = absent): the value for numbers and booleans,
   * the alphabetical rank for strings; an array sorts by its first value.
   */
  sortValues(): Float64Array {
    if (this.sortCache) return this.sortCache;
    const byCode = new Float64Array(this.labels.length);
    if (this.hasStrings) byCode.set(this.labelRanks());
    else byCode.set(this.codeNums);
    const { codes, offsets, multiCodes } = this;
    const values = new Float64Array(this.size);
    for (let doc = 0; doc < values.length; doc++) {
      const code = codes ? codes[doc] : offsets![doc] < offsets![doc + 1] ? multiCodes![offsets![doc]] : MISSING;
      values[doc] = code === MISSING ? Number.NaN : byCode[code];
    }
    this.sortCache = values;
    return values;
  }
}

/** Numbers numerically, everything else by code point (locale-independent, so results are stable). */
export function compareLabels(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}
