// Algolia's filter languages (`filters`, `facetFilters`, `numericFilters`) parsed to one AST.
// The grammar is more permissive than Algolia's (any nesting of AND/OR/NOT is accepted) so that a
// filter valid on Algolia is always valid here; the reverse is not promised.

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { type: 'and'; operands: FilterNode[] }
  | { type: 'or'; operands: FilterNode[] }
  | { type: 'not'; operand: FilterNode }
  /** Facet, boolean or tag equality; value matching is case-insensitive as on Algolia. `score`: its `<score=N>`. */
  | { type: 'facet'; attribute: string; value: string; score?: number }
  | { type: 'numeric'; attribute: string; op: NumericOp; value: number }
  /** Inclusive on both ends. */
  | { type: 'range'; attribute: string; lower: number; upper: number };

export type FilterParameter = 'filters' | 'facetFilters' | 'numericFilters' | 'tagFilters' | 'optionalFilters';

/** Malformed filter input; `message` is meant for the API caller (HTTP 400). */
export class FilterSyntaxError extends Error {
  readonly parameter: FilterParameter;
  /** The message without the parameter name. */
  readonly detail: string;
  /** 0-based offset in the offending string. */
  readonly position: number;
  readonly expected: string;

  constructor(parameter: FilterParameter, detail: string, position: number, expected: string) {
    super(`${parameter}: ${detail}`);
    this.name = 'FilterSyntaxError';
    this.parameter = parameter;
    this.detail = detail;
    this.position = position;
    this.expected = expected;
  }
}

/** Deep enough for any hand-written filter, shallow enough that recursion cannot overflow. */
const MAX_DEPTH = 64;
/** Far above what a results page sends; bounds the per-document work one query can ask for. */
export const MAX_CONDITIONS = 256;
const TAGS_ATTRIBUTE = '_tags';
/** Algolia's filter scores are integers from 0 to 65,535. */
const MAX_SCORE = 65_535;
const SCORE = /^<score=(\d+)>/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const OPERATORS: readonly NumericOp[] = ['<=', '>=', '!=', '<', '>', '='];

type TokenKind = 'lparen' | 'rparen' | 'colon' | 'op' | 'word' | 'string' | 'score' | 'eof';
interface Token {
  kind: TokenKind;
  text: string;
  pos: number;
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
const WORD_BREAK = new Set(['(', ')', ':', '<', '>', '=', '!', '"', "'"]);

function describe(token: Token): string {
  if (token.kind === 'eof') return 'end of input';
  if (token.kind === 'string') return `string ${JSON.stringify(token.text)}`;
  return `'${token.text}'`;
}

function tokenize(input: string, parameter: FilterParameter): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    const score = ch === '<' ? SCORE.exec(input.slice(i, i + 16)) : null;
    if (score) {
      if (Number(score[1]) > MAX_SCORE) throw new FilterSyntaxError(parameter, `score ${score[1]} at col ${start + 1} is over ${MAX_SCORE}`, start, `a score up to ${MAX_SCORE}`);
      tokens.push({ kind: 'score', text: score[1], pos: start });
      i += score[0].length;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', text: ch, pos: start });
      i++;
    } else if (ch === ':') {
      tokens.push({ kind: 'colon', text: ch, pos: start });
      i++;
    } else if (ch === '<' || ch === '>' || ch === '=' || ch === '!') {
      const two = input.slice(i, i + 2);
      const op = OPERATORS.find((candidate) => two.startsWith(candidate));
      if (!op) {
        throw new FilterSyntaxError(parameter, `unexpected '!' at col ${start + 1}, expected '!='`, start, "'!='");
      }
      tokens.push({ kind: 'op', text: op, pos: start });
      i += op.length;
    } else if (ch === '"' || ch === "'") {
      let text = '';
      i++;
      while (i < input.length && input[i] !== ch) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) {
        throw new FilterSyntaxError(
          parameter,
          `unterminated quoted string starting at col ${start + 1}, expected a closing ${ch}`,
          start,
          ch,
        );
      }
      i++;
      tokens.push({ kind: 'string', text, pos: start });
    } else {
      while (i < input.length && !/\s/.test(input[i]) && !WORD_BREAK.has(input[i])) i++;
      tokens.push({ kind: 'word', text: input.slice(start, i), pos: start });
    }
  }
  tokens.push({ kind: 'eof', text: '', pos: input.length });
  return tokens;
}

function parseNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

class Parser {
  private index = 0;
  private depth = 0;
  private readonly tokens: Token[];
  private readonly parameter: FilterParameter;

  constructor(input: string, parameter: FilterParameter) {
    this.tokens = tokenize(input, parameter);
    this.parameter = parameter;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (token.kind !== 'eof') this.index++;
    return token;
  }

  private isKeyword(token: Token, keyword: string): boolean {
    return token.kind === 'word' && token.text === keyword;
  }

  private fail(token: Token, expected: string): never {
    throw new FilterSyntaxError(
      this.parameter,
      `unexpected ${describe(token)} at col ${token.pos + 1}, expected ${expected}`,
      token.pos,
      expected,
    );
  }

  parseExpression(): FilterNode {
    if (++this.depth > MAX_DEPTH) this.fail(this.peek(), `at most ${MAX_DEPTH} nested groups`);
    const operands = [this.parseConjunction()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.next();
      operands.push(this.parseConjunction());
    }
    this.depth--;
    return operands.length === 1 ? operands[0] : { type: 'or', operands: flatten('or', operands) };
  }

  private parseConjunction(): FilterNode {
    const operands = [this.parseUnary()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.next();
      operands.push(this.parseUnary());
    }
    return operands.length === 1 ? operands[0] : { type: 'and', operands: flatten('and', operands) };
  }

  private parseUnary(): FilterNode {
    if (this.isKeyword(this.peek(), 'NOT')) {
      this.next();
      if (++this.depth > MAX_DEPTH) this.fail(this.peek(), `at most ${MAX_DEPTH} nested NOTs`);
      const operand = this.parseUnary();
      this.depth--;
      return { type: 'not', operand };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): FilterNode {
    const token = this.peek();
    if (token.kind === 'lparen') {
      this.next();
      const inner = this.parseExpression();
      if (this.peek().kind !== 'rparen') this.fail(this.peek(), "')' to close the '(' at col " + (token.pos + 1));
      this.next();
      return inner;
    }
    return this.parsePredicate();
  }

  /** `attr:value`, `attr:lo TO hi`, `attr <op> number`, or a bare tag. */
  parsePredicate(): FilterNode {
    const subject = this.next();
    if (!(subject.kind === 'string' || (subject.kind === 'word' && !KEYWORDS.has(subject.text)))) {
      this.fail(subject, 'a filter such as attribute:value, attribute > number or (');
    }
    const after = this.peek();
    if (after.kind === 'colon') {
      this.next();
      const valueToken = this.next();
      if (!(valueToken.kind === 'string' || (valueToken.kind === 'word' && !KEYWORDS.has(valueToken.text)))) {
        this.fail(valueToken, `a value after '${subject.text}:'`);
      }
      if (this.isKeyword(this.peek(), 'TO')) {
        const lower = parseNumber(valueToken.text);
        if (lower === undefined || valueToken.kind !== 'word') this.fail(valueToken, 'a number before TO');
        this.next();
        const upperToken = this.next();
        const upper = upperToken.kind === 'word' ? parseNumber(upperToken.text) : undefined;
        if (upper === undefined) this.fail(upperToken, 'a number after TO');
        return { type: 'range', attribute: subject.text, lower, upper };
      }
      return this.scored({ type: 'facet', attribute: subject.text, value: valueToken.text });
    }
    if (after.kind === 'op') {
      this.next();
      const valueToken = this.next();
      const value = valueToken.kind === 'word' ? parseNumber(valueToken.text) : undefined;
      if (value === undefined) this.fail(valueToken, `a number after '${after.text}'`);
      return { type: 'numeric', attribute: subject.text, op: after.text as NumericOp, value };
    }
    // Algolia's own docs quote whole facet filters ("county:Maricopa"); a bare word is a tag.
    const colon = subject.kind === 'string' ? subject.text.indexOf(':') : -1;
    if (colon > 0) {
      return this.scored({ type: 'facet', attribute: subject.text.slice(0, colon), value: subject.text.slice(colon + 1) });
    }
    return this.scored({ type: 'facet', attribute: TAGS_ATTRIBUTE, value: subject.text });
  }

  /** A facet filter with the `<score=N>` that may follow it. */
  private scored(node: FilterNode & { type: 'facet' }): FilterNode {
    if (this.peek().kind !== 'score') return node;
    return { ...node, score: Number(this.next().text) };
  }

  expectEnd(expected: string): void {
    const token = this.peek();
    if (token.kind !== 'eof') this.fail(token, expected);
  }
}

function countConditions(node: FilterNode): number {
  if (node.type === 'and' || node.type === 'or') return node.operands.reduce((sum, operand) => sum + countConditions(operand), 0);
  if (node.type === 'not') return countConditions(node.operand);
  return 1;
}

function limited(node: FilterNode | null, parameter: FilterParameter): FilterNode | null {
  const conditions = node ? countConditions(node) : 0;
  if (conditions > MAX_CONDITIONS) {
    throw new FilterSyntaxError(parameter, `has ${conditions} conditions, the maximum is ${MAX_CONDITIONS}`, 0, `at most ${MAX_CONDITIONS} conditions`);
  }
  return node;
}

function flatten(type: 'and' | 'or', operands: FilterNode[]): FilterNode[] {
  return operands.flatMap((operand) => (operand.type === type ? operand.operands : [operand]));
}

/** Parses a `filters` string; an empty or blank string is no filter. */
export function parseFilters(input: string): FilterNode | null {
  if (input.trim() === '') return null;
  const parser = new Parser(input, 'filters');
  const node = parser.parseExpression();
  parser.expectEnd('AND, OR or end of filter');
  return limited(node, 'filters');
}

/** ANDs the given filters, skipping absent ones. */
export function allOf(nodes: readonly (FilterNode | null | undefined)[]): FilterNode | null {
  const present = nodes.filter((node): node is FilterNode => node != null);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0];
  return { type: 'and', operands: flatten('and', present) };
}

/**
 * The nested-list form shared by facetFilters, numericFilters, tagFilters and optionalFilters: the
 * outer list is ANDed, an inner list ORed, and deeper lists alternate (Algolia accepts them). A
 * string is one filter, or a JSON list (as v4 `params` strings carry them).
 */
function parseNested(
  input: unknown,
  parameter: FilterParameter,
  parseItem: (item: string, where: string) => FilterNode,
  splitString: (text: string) => unknown[],
): FilterNode | null {
  let list = input;
  if (typeof input === 'string') {
    const trimmed = input.trim();
    if (trimmed === '') return null;
    if (trimmed.startsWith('[')) {
      try {
        list = JSON.parse(trimmed);
      } catch {
        throw new FilterSyntaxError(parameter, 'is not a valid JSON list', 0, 'a JSON list of strings');
      }
    } else {
      list = splitString(trimmed);
    }
  }
  if (!Array.isArray(list)) {
    throw new FilterSyntaxError(parameter, 'must be a string or a list of strings and lists', 0, 'a list');
  }
  const group = (entries: unknown[], where: string, type: 'and' | 'or', depth: number): FilterNode | null => {
    if (depth > MAX_DEPTH) throw new FilterSyntaxError(parameter, `${where} nests deeper than ${MAX_DEPTH} lists`, 0, 'fewer nested lists');
    const operands = entries.flatMap((entry: unknown, i): FilterNode[] => {
      const at = `${where}[${i}]`;
      // Algolia skips empty filters ("" or []) rather than refusing them.
      if (typeof entry === 'string') return entry.trim() === '' ? [] : [parseItem(entry, at)];
      if (Array.isArray(entry)) {
        const inner = group(entry, at, type === 'and' ? 'or' : 'and', depth + 1);
        return inner ? [inner] : [];
      }
      throw new FilterSyntaxError(parameter, `${at} must be a string or a list`, 0, 'a string or a list');
    });
    if (operands.length === 0) return null;
    return operands.length === 1 ? operands[0] : { type, operands: flatten(type, operands) };
  };
  return group(list, '', 'and', 0);
}

function parseFacetFilterItem(item: string, where: string, parameter: FilterParameter = 'facetFilters'): FilterNode {
  let text = item;
  let score: number | undefined;
  const scored = /<score=(\d+)>$/.exec(text);
  if (scored) {
    score = Math.min(Number(scored[1]), MAX_SCORE);
    text = text.slice(0, scored.index);
  }
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) {
    throw new FilterSyntaxError(parameter, `${where} ${JSON.stringify(item)} is not of the form attribute:value`, 0, 'attribute:value');
  }
  const attribute = text.slice(0, colon);
  let value = text.slice(colon + 1);
  // Algolia negates with a dash before the value; `\-` keeps a literal leading dash.
  if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const node: FilterNode = score === undefined ? { type: 'facet', attribute, value } : { type: 'facet', attribute, value, score };
  return negated ? { type: 'not', operand: node } : node;
}

/** A tag, negated by a leading `-` (`\\-` keeps a literal one). */
function parseTagFilterItem(item: string): FilterNode {
  if (item.startsWith('-')) return { type: 'not', operand: { type: 'facet', attribute: TAGS_ATTRIBUTE, value: item.slice(1) } };
  return { type: 'facet', attribute: TAGS_ATTRIBUTE, value: item.startsWith('\\-') ? item.slice(1) : item };
}

/** The legacy tagFilters string: comma-separated tags ANDed, a parenthesised group ORed: `a,(b,c)`. */
function splitTagString(text: string): unknown[] {
  const entries: unknown[] = [];
  for (const match of text.matchAll(/\(([^)]*)\)|([^,()]+)/g)) {
    if (match[1] !== undefined) entries.push(match[1].split(',').map((tag) => tag.trim()));
    else if (match[2].trim() !== '') entries.push(match[2].trim());
  }
  return entries;
}

function parseNumericFilterItem(item: string, where: string): FilterNode {
  let node: FilterNode;
  try {
    const parser = new Parser(item, 'numericFilters');
    node = parser.parsePredicate();
    parser.expectEnd('end of the numeric filter');
  } catch (error) {
    if (!(error instanceof FilterSyntaxError)) throw error;
    throw new FilterSyntaxError('numericFilters', `${where} ${error.detail}`, error.position, error.expected);
  }
  if (node.type !== 'numeric' && node.type !== 'range') {
    const expected = 'a comparison like "price >= 1000" or a range like "price:1000 TO 5000"';
    throw new FilterSyntaxError('numericFilters', `${where} ${JSON.stringify(item)} is not ${expected}`, 0, expected);
  }
  return node;
}

/** `facetFilters`: `attr:value`, negated by `-attr:value` or `attr:-value`. */
export function parseFacetFilters(input: unknown): FilterNode | null {
  if (input == null) return null;
  return limited(parseNested(input, 'facetFilters', parseFacetFilterItem, (text) => [text]), 'facetFilters');
}

/** `tagFilters`: tags of `_tags`, in the nested-list form or the legacy `a,(b,c)` string. */
export function parseTagFilters(input: unknown): FilterNode | null {
  if (input == null) return null;
  return limited(parseNested(input, 'tagFilters', parseTagFilterItem, splitTagString), 'tagFilters');
}

/** `optionalFilters`: facet filters (with `<score=N>` and `attr:-value`) that rank rather than filter. */
export function parseOptionalFilters(input: unknown): FilterNode | null {
  if (input == null) return null;
  return limited(
    parseNested(input, 'optionalFilters', (item, where) => parseFacetFilterItem(item, where, 'optionalFilters'), (text) => [text]),
    'optionalFilters',
  );
}

/** `numericFilters`: `attr <op> number` or `attr:lo TO hi`; a plain string may list several with commas. */
export function parseNumericFilters(input: unknown): FilterNode | null {
  if (input == null) return null;
  return limited(
    parseNested(input, 'numericFilters', parseNumericFilterItem, (text) => text.split(',').map((part) => part.trim())),
    'numericFilters',
  );
}
