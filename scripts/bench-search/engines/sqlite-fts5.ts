// SQLite (the project's @photostructure/sqlite, in memory): one row per listing with its facet
// columns, side tables for the array facets and the tenants, an FTS5 table over the searchable
// attributes (prefix indexes, diacritics folded). A query fills a temp table with the matching
// listings, then reads the page (ORDER BY), every facet's counts (GROUP BY, top 100 each, one
// statement) and the numeric facets' min/max/avg/sum from it.
import { DatabaseSync } from '@photostructure/sqlite';
import { CAR_INDEX_SETTINGS, type SearchRecord } from '../../../src/domain/search-record.ts';
import { ALL_FACETS, type BenchQuery, NUMERIC_FACETS, STOCK, type SortName } from '../queries.ts';
import type { BenchEngine } from './engine.ts';

const SEARCHABLE = CAR_INDEX_SETTINGS.searchableAttributes;
const ARRAYS: Record<string, string> = { categories: 'car_categories', filtered_features: 'car_features' };
const SCALARS = ALL_FACETS.filter((name) => !(name in ARRAYS));
const ORDER: Record<SortName, string> = {
  relevance: 'm.rank, c.in_stock DESC, c.created_at_timestamp DESC',
  latest: 'c.created_at_timestamp DESC',
  price_desc: 'c.price DESC, m.rank, c.in_stock DESC, c.created_at_timestamp DESC',
  price_asc: 'c.price ASC, m.rank, c.in_stock DESC, c.created_at_timestamp DESC',
};

type Value = string | number | null;

/** SQLite stores what JS gives it; booleans as 0/1, arrays never (they have side tables). */
const sqlValue = (value: unknown): Value => (typeof value === 'boolean' ? Number(value) : typeof value === 'number' || typeof value === 'string' ? value : null);

/** The FTS5 query: every word required, the last as a prefix (Algolia's prefixLast), each quoted. */
function matchExpression(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words.map((word, i) => `"${word}"${i === words.length - 1 && !/\s$/.test(text) ? '*' : ''}`).join(' ');
}

export function sqliteEngine(): BenchEngine {
  const db = new DatabaseSync(':memory:');
  const facetSql = [
    ...SCALARS.map((name) => `SELECT '${name}' AS f, CAST(c.${name} AS TEXT) AS v, count(*) AS n FROM m JOIN cars c USING (doc) WHERE c.${name} IS NOT NULL GROUP BY c.${name}`),
    ...Object.entries(ARRAYS).map(([name, table]) => `SELECT '${name}' AS f, x.value AS v, count(*) AS n FROM m JOIN ${table} x USING (doc) GROUP BY x.value`),
  ].join(' UNION ALL ');
  const statsSql = `SELECT ${NUMERIC_FACETS.map((name) => `min(c.${name}), max(c.${name}), avg(c.${name}), sum(c.${name})`).join(', ')} FROM m JOIN cars c USING (doc)`;
  // A query's statement depends on which refinements it has: prepared once per shape, as an app would.
  const statements = new Map<string, ReturnType<typeof db.prepare>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  let topFacets: ReturnType<typeof db.prepare> | null = null;
  let stats: ReturnType<typeof db.prepare> | null = null;
  return {
    name: 'sqlite-fts5',
    limits: [
      'typos: none (FTS5 matches words exactly or, the last one, as a prefix; no spellfix1 in this build)',
      'ranking: bm25, then the custom ranking (in stock, newest); Algolia\'s typo/words/attribute/exact criteria are not expressible as such',
      'no joined-pair matching ("cx5" for "CX-5") and no highlighting asked for',
    ],
    build(records: SearchRecord[]) {
      db.exec('PRAGMA temp_store = MEMORY');
      db.exec(`CREATE TABLE cars (doc INTEGER PRIMARY KEY, object_id TEXT, status TEXT, sold_date_timestamp INTEGER, show_on_dealer_website INTEGER, in_stock INTEGER, ${SCALARS.filter((name) => name !== 'status').map((name) => `${name}`).join(', ')})`);
      db.exec('CREATE TABLE car_websites (website INTEGER, doc INTEGER, PRIMARY KEY (website, doc)) WITHOUT ROWID');
      for (const table of Object.values(ARRAYS)) db.exec(`CREATE TABLE ${table} (value TEXT, doc INTEGER, PRIMARY KEY (value, doc)) WITHOUT ROWID`);
      db.exec(`CREATE VIRTUAL TABLE car_text USING fts5(${SEARCHABLE.join(', ')}, content='', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`);
      const columns = ['doc', 'object_id', 'status', 'sold_date_timestamp', 'show_on_dealer_website', 'in_stock', ...SCALARS.filter((name) => name !== 'status')];
      const insertCar = db.prepare(`INSERT INTO cars (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      const insertWebsite = db.prepare('INSERT INTO car_websites VALUES (?, ?)');
      const insertValue = Object.fromEntries(Object.entries(ARRAYS).map(([name, table]) => [name, db.prepare(`INSERT OR IGNORE INTO ${table} VALUES (?, ?)`)]));
      const insertText = db.prepare(`INSERT INTO car_text (rowid, ${SEARCHABLE.join(', ')}) VALUES (?, ${SEARCHABLE.map(() => '?').join(', ')})`);
      db.exec('BEGIN');
      records.forEach((record, doc) => {
        const source = record as Record<string, unknown>;
        insertCar.run(doc, record.objectID, ...columns.slice(2).map((name) => sqlValue(source[name])));
        for (const website of record.website_ids as number[]) insertWebsite.run(website, doc);
        for (const [name, insert] of Object.entries(insertValue)) for (const value of (source[name] as string[] | null) ?? []) insert.run(value, doc);
        insertText.run(doc, ...SEARCHABLE.map((name) => sqlValue(source[name])));
      });
      for (const name of ['status', 'price', 'created_at_timestamp', 'body', 'fuel', 'colour', 'year', 'car_type']) db.exec(`CREATE INDEX cars_${name} ON cars (${name})`);
      db.exec('COMMIT');
      db.exec('ANALYZE');
      db.exec('CREATE TEMP TABLE m (doc INTEGER PRIMARY KEY, rank REAL)');
      topFacets = db.prepare(`SELECT f, v, n FROM (SELECT f, v, n, row_number() OVER (PARTITION BY f ORDER BY n DESC, v) AS r FROM (${facetSql})) WHERE r <= 100`);
      stats = db.prepare(statsSql);
    },
    search(query: BenchQuery) {
      const where = ['c.doc IN (SELECT doc FROM car_websites WHERE website = ?)', `(c.status IN (${STOCK.statuses.map(() => '?').join(', ')}) OR c.sold_date_timestamp > ?)`, 'c.show_on_dealer_website = 1'];
      const args: Value[] = [query.website, ...STOCK.statuses, STOCK.soldSince];
      for (const { attribute, values } of query.refinements) {
        const marks = values.map(() => '?').join(', ');
        if (attribute in ARRAYS) where.push(`c.doc IN (SELECT doc FROM ${ARRAYS[attribute]} WHERE value IN (${marks}))`);
        else where.push(`c.${attribute} IN (${marks})`);
        args.push(...values.map(sqlValue));
      }
      if (query.price) {
        where.push('c.price BETWEEN ? AND ?');
        args.push(query.price.min, query.price.max);
      }
      const match = matchExpression(query.text);
      db.exec('DELETE FROM m');
      const from = match ? 'car_text t JOIN cars c ON c.doc = t.rowid' : 'cars c';
      if (match) {
        where.unshift('car_text MATCH ?');
        args.unshift(match);
      }
      const inserted = prepared(`INSERT INTO m SELECT c.doc, ${match ? 't.rank' : '0'} FROM ${from} WHERE ${where.join(' AND ')}`).run(...args);
      const ids = prepared(`SELECT c.object_id AS id FROM m JOIN cars c USING (doc) ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`)
        .all(query.hitsPerPage, query.page * query.hitsPerPage)
        .map((row) => String((row as { id: string }).id));
      const facetRows = topFacets!.all();
      stats!.get();
      return { nbHits: Number(inserted.changes), ids, facetValues: facetRows.length };
    },
  };
}
