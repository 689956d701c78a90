// Turns a filter AST into one predicate over document numbers, reading the typed-array columns.
// ORs of values of one single-valued attribute (what refinement lists send) become a lookup table.

import { type AttributeColumn, MISSING } from './columns.ts';
import type { FilterNode, NumericOp } from './filter-parser.ts';

export type DocPredicate = (doc: number) => boolean;

const never: DocPredicate = () => false;
const always: DocPredicate = () => true;

function numericTest(op: NumericOp, target: number): (value: number) => boolean {
  switch (op) {
    case '<':
      return (value) => value < target;
    case '<=':
      return (value) => value <= target;
    case '=':
      return (value) => value === target;
    // NaN (attribute absent) fails every comparison, "not equal" included.
    case '!=':
      return (value) => value === value && value !== target;
    case '>=':
      return (value) => value >= target;
    case '>':
      return (value) => value > target;
  }
}

/** Documents having any of the codes marked in `wanted`. */
function codeSetPredicate(column: AttributeColumn, wanted: Uint8Array): DocPredicate {
  const { codes, offsets, multiCodes } = column;
  if (codes) {
    const { absent } = column;
    return (doc) => {
      const code = codes[doc];
      return code !== absent && wanted[code] === 1;
    };
  }
  return (doc) => {
    for (let i = offsets![doc], end = offsets![doc + 1]; i < end; i++) if (wanted[multiCodes![i]] === 1) return true;
    return false;
  };
}

function valuePredicate(column: AttributeColumn, test: (value: number) => boolean): DocPredicate {
  const { codes, offsets, multiCodes, codeNums } = column;
  if (codes) return (doc) => test(column.numberAt(doc));
  return (doc) => {
    for (let i = offsets![doc], end = offsets![doc + 1]; i < end; i++) if (test(codeNums[multiCodes![i]])) return true;
    return false;
  };
}

function facetCodes(column: AttributeColumn, values: readonly string[]): Uint8Array | null {
  const wanted = new Uint8Array(column.labels.length);
  let any = false;
  for (const value of values) {
    const code = column.codeOf(value);
    if (code !== MISSING) {
      wanted[code] = 1;
      any = true;
    }
  }
  return any ? wanted : null;
}

/** A column, or null when no record has the attribute (then no condition on it can hold). */
export type ColumnLookup = (attribute: string) => AttributeColumn | null;

export function compileFilter(node: FilterNode, columnOf: ColumnLookup): DocPredicate {
  switch (node.type) {
    case 'facet': {
      const column = columnOf(node.attribute);
      const wanted = column && facetCodes(column, [node.value]);
      return wanted ? codeSetPredicate(column, wanted) : never;
    }
    case 'numeric': {
      const column = columnOf(node.attribute);
      return column ? valuePredicate(column, numericTest(node.op, node.value)) : never;
    }
    case 'range': {
      const { lower, upper } = node;
      const column = columnOf(node.attribute);
      return column ? valuePredicate(column, (value) => value >= lower && value <= upper) : never;
    }
    case 'not': {
      const inner = compileFilter(node.operand, columnOf);
      return (doc) => !inner(doc);
    }
    case 'and': {
      const parts = node.operands.map((operand) => compileFilter(operand, columnOf));
      if (parts.length === 0) return always;
      if (parts.length === 1) return parts[0];
      if (parts.length === 2) {
        const [a, b] = parts;
        return (doc) => a(doc) && b(doc);
      }
      return (doc) => {
        for (let i = 0; i < parts.length; i++) if (!parts[i](doc)) return false;
        return true;
      };
    }
    case 'or': {
      const parts = compileDisjuncts(node.operands, columnOf);
      if (parts.length === 0) return never;
      if (parts.length === 1) return parts[0];
      return (doc) => {
        for (let i = 0; i < parts.length; i++) if (parts[i](doc)) return true;
        return false;
      };
    }
  }
}

/** Groups `attr:value` disjuncts by attribute into one lookup-table predicate each. */
function compileDisjuncts(operands: readonly FilterNode[], columnOf: ColumnLookup): DocPredicate[] {
  const valuesByAttribute = new Map<string, string[]>();
  const others: DocPredicate[] = [];
  for (const operand of operands) {
    if (operand.type === 'facet') {
      const values = valuesByAttribute.get(operand.attribute) ?? [];
      values.push(operand.value);
      valuesByAttribute.set(operand.attribute, values);
    } else {
      others.push(compileFilter(operand, columnOf));
    }
  }
  const grouped: DocPredicate[] = [];
  for (const [attribute, values] of valuesByAttribute) {
    const column = columnOf(attribute);
    const wanted = column && facetCodes(column, values);
    if (wanted) grouped.push(codeSetPredicate(column, wanted));
  }
  return [...grouped, ...others];
}

export type DocScore = (doc: number) => number;

/** Whether the filter carries a `<score=N>` anywhere (else every record it keeps scores the same). */
export function hasScores(node: FilterNode): boolean {
  if (node.type === 'and' || node.type === 'or') return node.operands.some(hasScores);
  if (node.type === 'not') return hasScores(node.operand);
  return node.type === 'facet' && node.score !== undefined;
}

/**
 * A record's filter score (Algolia's filters criterion): a matched filter scores its `<score=N>`
 * (1 by default), a negated one when it does not match; an AND sums its parts, an OR keeps the
 * highest or, with sumOrFiltersScores, sums them.
 */
export function compileScore(node: FilterNode, columnOf: ColumnLookup, sumOr: boolean): DocScore {
  switch (node.type) {
    case 'facet':
    case 'numeric':
    case 'range': {
      const matches = compileFilter(node, columnOf);
      const score = node.type === 'facet' ? (node.score ?? 1) : 1;
      return (doc) => (matches(doc) ? score : 0);
    }
    case 'not': {
      const matches = compileFilter(node.operand, columnOf);
      const score = node.operand.type === 'facet' ? (node.operand.score ?? 1) : 1;
      return (doc) => (matches(doc) ? 0 : score);
    }
    case 'and': {
      const parts = node.operands.map((operand) => compileScore(operand, columnOf, sumOr));
      return (doc) => {
        let total = 0;
        for (const part of parts) total += part(doc);
        return total;
      };
    }
    case 'or': {
      const parts = node.operands.map((operand) => compileScore(operand, columnOf, sumOr));
      return (doc) => {
        let total = 0;
        for (const part of parts) total = sumOr ? total + part(doc) : Math.max(total, part(doc));
        return total;
      };
    }
  }
}
