// Columnar copies of record attributes for filtering, faceting and sorting: values are
// dictionary-encoded (one small integer per document, in the narrowest typed array that holds the
// column's codes), each code knowing its number, and array attributes use offsets into a flat code
// list. A document's number is its code's, so numbers need no column of their own.

import { compareLabels, valueAt } from '../../domain/facet-values.ts';

export type IndexRecord = Record<string, unknown> & { objectID: string };

/** codeOf's answer for a value no document holds. */
export const MISSING = -1;

export type CodeArray = Uint8Array | Uint16Array | Int32Array;

/** `codes` in the narrowest array that holds them and the value marking a document without one. */
function narrow(codes: Int32Array, labels: number, withAbsent: boolean): { codes: CodeArray; absent: number } {
  const room = labels + (withAbsent ? 1 : 0);
  if (room <= 0xff) return { codes: Uint8Array.from(codes, (code) => (code === MISSING ? 0xff : code)), absent: 0xff };
  if (room <= 0xffff) return { codes: Uint16Array.from(codes, (code) => (code === MISSING ? 0xffff : code)), absent: 0xffff };
  return { codes, absent: MISSING };
}

/**
 * How many values a document must hold on average before its column is also kept as masks: counting
 * masks costs about the same whatever they hold, counting the flat list a step per value, and the
 * two cost the same at about two values a document (a 240,000-document browse of the bench's records).
 */
export const MASKED_VALUES_PER_DOCUMENT = 2;

/** Each document's codes as bits, or null if a document holds a value twice (the counts would then differ). */
function valueMasks(offsets: Uint32Array, flat: readonly number[]): Uint32Array | null {
  const masks = new Uint32Array(offsets.length - 1);
  for (let doc = 0; doc < masks.length; doc++) {
    let mask = 0;
    for (let i = offsets[doc]; i < offsets[doc + 1]; i++) {
      const bit = 1 << flat[i];
      if ((mask & bit) !== 0) return null;
      mask |= bit;
    }
    masks[doc] = mask;
  }
  return masks;
}

export class AttributeColumn {
  readonly name: string;
  /** Display value per code, as first seen in the records. */
  readonly labels: string[] = [];
  /** Numeric value per code, NaN when the code came from a string. */
  readonly codeNums: Float64Array;
  /** Per document for single-valued columns (`absent` where the document has no value), else null. */
  readonly codes: CodeArray | null;
  readonly absent: number;
  /**
   * Per document, only in a single-valued column mixing strings with numbers or booleans: there a
   * string "2018" shares the number 2018's code, but is no number to a numeric filter.
   */
  readonly nums: Float64Array | null;
  /** Per document value ranges into `multiCodes` for columns holding arrays, else null. */
  readonly offsets: Uint32Array | null;
  readonly multiCodes: CodeArray | null;
  /**
   * Per document, for an array column of at most 32 values that documents hold several of (more
   * than MASKED_VALUES_PER_DOCUMENT on average, none twice): bit `code` set for each value it holds,
   * which facets.ts counts for all values at once. Else null.
   */
  readonly masks: Uint32Array | null;
  /** Some value is a string: sort alphabetically rather than numerically. */
  readonly hasStrings: boolean;
  /** Some value is a number (not a boolean): the column gets facets_stats. */
  readonly hasNumbers: boolean;
  private readonly keyToCode = new Map<string, number>();
  private labelOrderCache: Uint32Array | null = null;
  private labelRankCache: Uint32Array | null = null;
  private counting: { counts: Uint32Array; present: Uint32Array } | null = null;

  constructor(name: string, records: readonly Record<string, unknown>[]) {
    this.name = name;
    const numsByCode: number[] = [];
    let hasStrings = false;
    let hasNumbers = false;
    let hasBooleans = false;
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
        hasBooleans = true;
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
      this.multiCodes = narrow(Int32Array.from(flat), this.labels.length, false).codes;
      this.masks = this.labels.length <= 32 && flat.length > MASKED_VALUES_PER_DOCUMENT * records.length ? valueMasks(offsets, flat) : null;
      this.codes = null;
      this.absent = MISSING;
      this.nums = null;
    } else {
      const codes = new Int32Array(records.length);
      const nums = new Float64Array(records.length);
      records.forEach((record, doc) => {
        const value = valueAt(record, name);
        codes[doc] = encode(value);
        nums[doc] = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number.NaN;
      });
      const narrowed = narrow(codes, this.labels.length, true);
      this.codes = narrowed.codes;
      this.absent = narrowed.absent;
      this.nums = hasStrings && (hasNumbers || hasBooleans) ? nums : null;
      this.offsets = null;
      this.multiCodes = null;
      this.masks = null;
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

  /** The document's number in a single-valued column (NaN when it has none). */
  numberAt(doc: number): number {
    if (this.nums) return this.nums[doc];
    const code = this.codes![doc];
    return code === this.absent ? Number.NaN : this.codeNums[code];
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
    const byCode = new Float64Array(this.labels.length);
    if (this.hasStrings) byCode.set(this.labelRanks());
    else byCode.set(this.codeNums);
    const { codes, offsets, multiCodes } = this;
    const values = new Float64Array(this.size);
    for (let doc = 0; doc < values.length; doc++) {
      const code = codes ? codes[doc] : offsets![doc] < offsets![doc + 1] ? multiCodes![offsets![doc]] : this.absent;
      values[doc] = code === this.absent ? Number.NaN : byCode[code];
    }
    return values;
  }
}
