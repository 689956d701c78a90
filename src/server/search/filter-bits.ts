// A filter AST evaluated to the set of documents it keeps, one bit per document: each condition is
// one tight pass over its typed-array column, AND/OR/NOT are word-wise operations. The conditions'
// sets are kept (bounded in bytes) for the next query: the key's tenant filter and the stock filter
// come with every query, and shoppers tick the same facet values.

import { type AttributeColumn, MISSING } from './columns.ts';
import type { ColumnLookup } from './filter-compiler.ts';
import type { FilterNode, NumericOp } from './filter-parser.ts';

/** Bytes of condition sets one index build keeps. */
export const CONDITION_BITS_KEPT = 8 * 1024 * 1024;

export type DocBits = Uint32Array;

export function hasDoc(bits: DocBits, doc: number): boolean {
  return (bits[doc >>> 5] & (1 << (doc & 31))) !== 0;
}

/** Calls `visit` for each document in the set, in ascending order. */
export function forEachDoc(bits: DocBits, visit: (doc: number) => void): void {
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word];
    while (value !== 0) {
      const low = value & -value;
      visit((word << 5) + 31 - Math.clz32(low));
      value ^= low;
    }
  }
}

function compare(op: NumericOp, value: number, target: number): boolean {
  switch (op) {
    case '<':
      return value < target;
    case '<=':
      return value <= target;
    case '=':
      return value === target;
    // NaN (attribute absent) fails every comparison, "not equal" included.
    case '!=':
      return value === value && value !== target;
    case '>=':
      return value >= target;
    case '>':
      return value > target;
  }
}

export class FilterBits {
  private readonly size: number;
  private readonly words: number;
  private readonly columnOf: ColumnLookup;
  /** Condition key → its documents, most recently used last. */
  private readonly kept = new Map<string, DocBits>();
  private readonly capacity: number;

  constructor(size: number, columnOf: ColumnLookup) {
    this.size = size;
    this.words = (size + 31) >>> 5;
    this.columnOf = columnOf;
    this.capacity = Math.max(16, Math.floor(CONDITION_BITS_KEPT / (this.words * 4 || 1)));
  }

  /** The documents the filter keeps. The set may be shared: callers must not change it. */
  evaluate(node: FilterNode): DocBits {
    switch (node.type) {
      case 'facet': {
        const column = this.columnOf(node.attribute);
        const code = column ? column.codeOf(node.value) : MISSING;
        if (!column || code === MISSING) return this.empty();
        return this.condition(`f\u0000${node.attribute}\u0000${code}`, (bits) => codeBits(column, code, bits));
      }
      case 'numeric': {
        const column = this.columnOf(node.attribute);
        if (!column) return this.empty();
        const { op, value } = node;
        return this.condition(`n\u0000${node.attribute}\u0000${op}\u0000${value}`, (bits) => valueBits(column, (x) => compare(op, x, value), bits));
      }
      case 'range': {
        const column = this.columnOf(node.attribute);
        if (!column) return this.empty();
        const { lower, upper } = node;
        return this.condition(`r\u0000${node.attribute}\u0000${lower}\u0000${upper}`, (bits) => valueBits(column, (x) => x >= lower && x <= upper, bits));
      }
      case 'not': {
        const inner = this.evaluate(node.operand);
        const out = new Uint32Array(this.words);
        for (let i = 0; i < out.length; i++) out[i] = ~inner[i];
        const tail = this.size & 31;
        if (tail !== 0) out[out.length - 1] &= (1 << tail) - 1;
        return out;
      }
      case 'and': {
        if (node.operands.length === 0) return this.all();
        if (node.operands.length === 1) return this.evaluate(node.operands[0]);
        const out = Uint32Array.from(this.evaluate(node.operands[0]));
        for (let o = 1; o < node.operands.length; o++) {
          const part = this.evaluate(node.operands[o]);
          for (let i = 0; i < out.length; i++) out[i] &= part[i];
        }
        return out;
      }
      case 'or': {
        if (node.operands.length === 1) return this.evaluate(node.operands[0]);
        const out = new Uint32Array(this.words);
        for (const operand of node.operands) {
          const part = this.evaluate(operand);
          for (let i = 0; i < out.length; i++) out[i] |= part[i];
        }
        return out;
      }
    }
  }

  private empty(): DocBits {
    return new Uint32Array(this.words);
  }

  private all(): DocBits {
    const out = new Uint32Array(this.words).fill(0xffffffff);
    const tail = this.size & 31;
    if (tail !== 0) out[out.length - 1] = (1 << tail) - 1;
    return out;
  }

  private condition(key: string, fill: (bits: DocBits) => void): DocBits {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const bits = new Uint32Array(this.words);
    fill(bits);
    this.kept.set(key, bits);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    return bits;
  }
}

function codeBits(column: AttributeColumn, code: number, bits: DocBits): void {
  const { codes, offsets, multiCodes } = column;
  if (codes) {
    for (let doc = 0; doc < codes.length; doc++) if (codes[doc] === code) bits[doc >>> 5] |= 1 << (doc & 31);
    return;
  }
  for (let doc = 0, size = offsets!.length - 1; doc < size; doc++) {
    for (let i = offsets![doc], end = offsets![doc + 1]; i < end; i++) {
      if (multiCodes![i] === code) {
        bits[doc >>> 5] |= 1 << (doc & 31);
        break;
      }
    }
  }
}

function valueBits(column: AttributeColumn, test: (value: number) => boolean, bits: DocBits): void {
  const { codes, nums, offsets, multiCodes, codeNums, absent } = column;
  if (nums) {
    for (let doc = 0; doc < nums.length; doc++) if (test(nums[doc])) bits[doc >>> 5] |= 1 << (doc & 31);
    return;
  }
  // Each distinct value is tested once, then documents are read by code.
  const passes = new Uint8Array(codeNums.length);
  for (let code = 0; code < codeNums.length; code++) passes[code] = test(codeNums[code]) ? 1 : 0;
  if (codes) {
    for (let doc = 0; doc < codes.length; doc++) {
      const code = codes[doc];
      if (code !== absent && passes[code] === 1) bits[doc >>> 5] |= 1 << (doc & 31);
    }
    return;
  }
  for (let doc = 0, size = offsets!.length - 1; doc < size; doc++) {
    for (let i = offsets![doc], end = offsets![doc + 1]; i < end; i++) {
      if (passes[multiCodes![i]] === 1) {
        bits[doc >>> 5] |= 1 << (doc & 31);
        break;
      }
    }
  }
}
