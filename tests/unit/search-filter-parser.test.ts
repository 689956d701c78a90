import { describe, expect, it } from 'vitest';
import {
  type FilterNode,
  FilterSyntaxError,
  MAX_CONDITIONS,
  allOf,
  parseFacetFilters,
  parseFilters,
  parseNumericFilters,
  parseOptionalFilters,
  parseTagFilters,
} from '../../src/server/search/filter-parser.ts';

const facet = (attribute: string, value: string): FilterNode => ({ type: 'facet', attribute, value });

function syntaxError(run: () => unknown): FilterSyntaxError {
  try {
    run();
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a FilterSyntaxError');
}

describe('filters: predicates', () => {
  it('reads attr:value, quoted values and quoted attribute names', () => {
    expect(parseFilters('make:Toyota')).toEqual(facet('make', 'Toyota'));
    expect(parseFilters('make:"Land Rover"')).toEqual(facet('make', 'Land Rover'));
    expect(parseFilters("make:'Land Rover'")).toEqual(facet('make', 'Land Rover'));
    expect(parseFilters('"body type":SUV')).toEqual(facet('body type', 'SUV'));
    expect(parseFilters('tag:"say \\"hi\\""')).toEqual(facet('tag', 'say "hi"'));
  });

  it('reads booleans as facet values', () => {
    expect(parseFilters('show_on_dealer_website:true')).toEqual(facet('show_on_dealer_website', 'true'));
  });

  it('reads every numeric comparison', () => {
    for (const op of ['<', '<=', '=', '!=', '>=', '>'] as const) {
      expect(parseFilters(`price ${op} 12.5`)).toEqual({ type: 'numeric', attribute: 'price', op, value: 12.5 });
    }
    expect(parseFilters('km>=-3')).toEqual({ type: 'numeric', attribute: 'km', op: '>=', value: -3 });
  });

  it('reads inclusive ranges', () => {
    expect(parseFilters('price:5000 TO 20000')).toEqual({ type: 'range', attribute: 'price', lower: 5000, upper: 20000 });
    expect(parseFilters('price: -1.5 TO 2e3')).toEqual({ type: 'range', attribute: 'price', lower: -1.5, upper: 2000 });
  });

  it('reads a bare word as a _tags filter and a quoted attr:value as a facet filter', () => {
    expect(parseFilters('featured')).toEqual(facet('_tags', 'featured'));
    expect(parseFilters('"county:Maricopa" OR "county:Pima"')).toEqual({
      type: 'or',
      operands: [facet('county', 'Maricopa'), facet('county', 'Pima')],
    });
  });

  it('treats a blank filter as no filter', () => {
    expect(parseFilters('')).toBeNull();
    expect(parseFilters('   ')).toBeNull();
  });
});

describe('filters: boolean structure', () => {
  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(parseFilters('a:1 OR b:2 AND NOT c:3')).toEqual({
      type: 'or',
      operands: [facet('a', '1'), { type: 'and', operands: [facet('b', '2'), { type: 'not', operand: facet('c', '3') }] }],
    });
  });

  it('lets parentheses override precedence and flattens chains', () => {
    expect(parseFilters('(a:1 OR b:2) AND c:3 AND d:4')).toEqual({
      type: 'and',
      operands: [{ type: 'or', operands: [facet('a', '1'), facet('b', '2')] }, facet('c', '3'), facet('d', '4')],
    });
    expect(parseFilters('((a:1))')).toEqual(facet('a', '1'));
  });

  it('parses the stock filter shape', () => {
    const node = parseFilters('(status:in_stock OR status:coming_soon OR sold_date_timestamp > 1700000000) AND show_on_dealer_website:true');
    expect(node).toEqual({
      type: 'and',
      operands: [
        {
          type: 'or',
          operands: [
            facet('status', 'in_stock'),
            facet('status', 'coming_soon'),
            { type: 'numeric', attribute: 'sold_date_timestamp', op: '>', value: 1700000000 },
          ],
        },
        facet('show_on_dealer_website', 'true'),
      ],
    });
  });

  it('accepts NOT before a group and before a comparison', () => {
    expect(parseFilters('NOT (a:1 OR b:2)')).toEqual({ type: 'not', operand: { type: 'or', operands: [facet('a', '1'), facet('b', '2')] } });
    expect(parseFilters('NOT price < 5')).toEqual({ type: 'not', operand: { type: 'numeric', attribute: 'price', op: '<', value: 5 } });
  });

  it('keeps lower-case keywords as plain words', () => {
    expect(parseFilters('make:and')).toEqual(facet('make', 'and'));
  });
});

describe('filters: malformed input', () => {
  const cases: [string, RegExp, number][] = [
    ['make:', /unexpected end of input at col 6, expected a value after 'make:'/, 5],
    ['make:Toyota AND', /unexpected end of input at col 16, expected a filter such as attribute:value/, 15],
    ['(make:Toyota', /unexpected end of input at col 13, expected '\)' to close the '\(' at col 1/, 12],
    ['make:Toyota)', /unexpected '\)' at col 12, expected AND, OR or end of filter/, 11],
    ['make:Toyota model:Yaris', /unexpected 'model' at col 13, expected AND, OR or end of filter/, 12],
    ['price > cheap', /unexpected 'cheap' at col 9, expected a number after '>'/, 8],
    ['price:10 TO', /expected a number after TO/, 11],
    ['price:low TO 10', /unexpected 'low' at col 7, expected a number before TO/, 6],
    ['make:"Toyota', /unterminated quoted string starting at col 6/, 5],
    ['price ! 5', /unexpected '!' at col 7, expected '!='/, 6],
    ['AND make:Toyota', /unexpected 'AND' at col 1/, 0],
    ['make:OR', /expected a value after 'make:'/, 5],
    ['()', /unexpected '\)' at col 2/, 1],
  ];
  it.each(cases)('%s', (input, message, position) => {
    const error = syntaxError(() => parseFilters(input));
    expect(error.message).toMatch(/^filters: /);
    expect(error.message).toMatch(message);
    expect(error.position).toBe(position);
    expect(error.parameter).toBe('filters');
  });

  it('refuses more conditions than a results page could need', () => {
    const many = Array.from({ length: MAX_CONDITIONS + 1 }, (_, i) => `a:${i}`);
    expect(syntaxError(() => parseFilters(many.join(' OR '))).message).toBe(`filters: has ${MAX_CONDITIONS + 1} conditions, the maximum is ${MAX_CONDITIONS}`);
    expect(syntaxError(() => parseFacetFilters([many])).parameter).toBe('facetFilters');
    expect(parseFilters(many.slice(1).join(' OR '))).not.toBeNull();
  });

  it('refuses nesting deep enough to threaten the stack', () => {
    expect(syntaxError(() => parseFilters('('.repeat(100_000) + 'a:1' + ')'.repeat(100_000))).message).toMatch(/nested/);
    expect(syntaxError(() => parseFilters('NOT '.repeat(100_000) + 'a:1')).message).toMatch(/nested/);
  });
});

describe('facetFilters', () => {
  it('ANDs the outer list and ORs inner lists', () => {
    expect(parseFacetFilters([['make:Toyota', 'make:Mazda'], 'body:SUV'])).toEqual({
      type: 'and',
      operands: [{ type: 'or', operands: [facet('make', 'Toyota'), facet('make', 'Mazda')] }, facet('body', 'SUV')],
    });
  });

  it('reads a single string and a JSON-encoded list (v4 params strings)', () => {
    expect(parseFacetFilters('make:Toyota')).toEqual(facet('make', 'Toyota'));
    expect(parseFacetFilters('[["make:Toyota"],"body:SUV"]')).toEqual({ type: 'and', operands: [facet('make', 'Toyota'), facet('body', 'SUV')] });
  });

  it('negates with a leading dash on the filter or on the value, and unescapes \\-', () => {
    expect(parseFacetFilters(['-make:Toyota'])).toEqual({ type: 'not', operand: facet('make', 'Toyota') });
    expect(parseFacetFilters(['make:-Toyota'])).toEqual({ type: 'not', operand: facet('make', 'Toyota') });
    expect(parseFacetFilters(['stock:\\-2'])).toEqual(facet('stock', '-2'));
  });

  it('keeps everything after the first colon as the value', () => {
    expect(parseFacetFilters(['opening:09:00'])).toEqual(facet('opening', '09:00'));
    expect(parseFacetFilters(['make:Land Rover'])).toEqual(facet('make', 'Land Rover'));
  });

  it('is absent for null, undefined and blank input', () => {
    expect(parseFacetFilters(undefined)).toBeNull();
    expect(parseFacetFilters(null)).toBeNull();
    expect(parseFacetFilters('')).toBeNull();
    expect(parseFacetFilters([])).toBeNull();
  });

  it('rejects malformed entries with their position in the list', () => {
    expect(syntaxError(() => parseFacetFilters(['make']))).toMatchObject({ message: 'facetFilters: [0] "make" is not of the form attribute:value' });
    expect(syntaxError(() => parseFacetFilters([['a:1', 5]])).message).toBe('facetFilters: [0][1] must be a string or a list');
    expect(syntaxError(() => parseFacetFilters({ make: 'Toyota' })).message).toMatch(/must be a string or a list/);
    expect(syntaxError(() => parseFacetFilters('[oops')).message).toBe('facetFilters: is not a valid JSON list');
  });
});

describe('deeper lists, scores and tags', () => {
  it('accepts lists nested past two levels, alternating AND and OR, and skips empty entries', () => {
    expect(parseFacetFilters(['a:1', ['b:2', ['c:3', 'd:4']]])).toEqual({
      type: 'and',
      operands: [
        { type: 'facet', attribute: 'a', value: '1' },
        { type: 'or', operands: [{ type: 'facet', attribute: 'b', value: '2' }, { type: 'and', operands: [{ type: 'facet', attribute: 'c', value: '3' }, { type: 'facet', attribute: 'd', value: '4' }] }] },
      ],
    });
    expect(parseFacetFilters([[['a:1']]])).toEqual({ type: 'facet', attribute: 'a', value: '1' });
    expect(parseFacetFilters(['', []])).toBeNull();
  });

  it('reads <score=N> after facet filters, in filters and optionalFilters', () => {
    expect(parseFilters('company:Google<score=3> OR company:Amazon')).toEqual({
      type: 'or',
      operands: [{ type: 'facet', attribute: 'company', value: 'Google', score: 3 }, { type: 'facet', attribute: 'company', value: 'Amazon' }],
    });
    expect(parseOptionalFilters(['brand:Apple<score=3>', 'brand:-Huawei'])).toEqual({
      type: 'and',
      operands: [
        { type: 'facet', attribute: 'brand', value: 'Apple', score: 3 },
        { type: 'not', operand: { type: 'facet', attribute: 'brand', value: 'Huawei' } },
      ],
    });
    expect(syntaxError(() => parseFilters('a:b<score=70000>')).message).toMatch(/^filters: score 70000 at col 4 is over 65535/);
  });

  it('reads tagFilters as lists or the legacy string, with negation', () => {
    const tag = (value: string) => ({ type: 'facet', attribute: '_tags', value });
    expect(parseTagFilters(['SciFi', ['Book', 'Movie']])).toEqual({ type: 'and', operands: [tag('SciFi'), { type: 'or', operands: [tag('Book'), tag('Movie')] }] });
    expect(parseTagFilters('SciFi,(Book,Movie)')).toEqual(parseTagFilters(['SciFi', ['Book', 'Movie']]));
    expect(parseTagFilters(['-used'])).toEqual({ type: 'not', operand: tag('used') });
  });
});

describe('numericFilters', () => {
  it('reads comparisons and ranges with the same nesting as facetFilters', () => {
    expect(parseNumericFilters(['price>=1000', ['year=2020', 'year:2022 TO 2024']])).toEqual({
      type: 'and',
      operands: [
        { type: 'numeric', attribute: 'price', op: '>=', value: 1000 },
        {
          type: 'or',
          operands: [
            { type: 'numeric', attribute: 'year', op: '=', value: 2020 },
            { type: 'range', attribute: 'year', lower: 2022, upper: 2024 },
          ],
        },
      ],
    });
  });

  it('splits a plain string on commas', () => {
    expect(parseNumericFilters('price > 5, km < 100')).toEqual({
      type: 'and',
      operands: [
        { type: 'numeric', attribute: 'price', op: '>', value: 5 },
        { type: 'numeric', attribute: 'km', op: '<', value: 100 },
      ],
    });
  });

  it('rejects facet filters and syntax errors, naming the entry', () => {
    expect(syntaxError(() => parseNumericFilters(['make:Toyota'])).message).toMatch(/^numericFilters: \[0\] "make:Toyota" is not a comparison/);
    expect(syntaxError(() => parseNumericFilters(['price >'])).message).toBe(
      "numericFilters: [0] unexpected end of input at col 8, expected a number after '>'",
    );
    expect(syntaxError(() => parseNumericFilters(['price > 5 AND km < 3'])).message).toMatch(/\[0\] unexpected 'AND'/);
  });
});

describe('allOf', () => {
  it('skips absent filters and flattens', () => {
    expect(allOf([null, undefined])).toBeNull();
    expect(allOf([facet('a', '1'), null])).toEqual(facet('a', '1'));
    expect(allOf([{ type: 'and', operands: [facet('a', '1'), facet('b', '2')] }, facet('c', '3')])).toEqual({
      type: 'and',
      operands: [facet('a', '1'), facet('b', '2'), facet('c', '3')],
    });
  });
});
