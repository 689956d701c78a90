// docs/search.md's compatibility table is the engine's parameter list: same names, same status.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_PARAMETERS } from '../../src/server/search/search-params.ts';

const DOC = readFileSync(join(import.meta.dirname, '../../docs/search.md'), 'utf8');

function table(): Record<string, { status: string; note: string }> {
  const section = DOC.slice(DOC.indexOf('## Search parameters'));
  const rows = [...section.matchAll(/^\| `([^`]+)` \| ([^|]+) \| (.*) \|$/gm)];
  return Object.fromEntries(rows.map(([, name, status, note]) => [name, { status: status.trim(), note: note.trim().replace(/\\\|/g, '|') }]));
}

describe('docs/search.md', () => {
  it('lists every search parameter with the status and note the service applies', () => {
    const expected = Object.fromEntries(Object.entries(SEARCH_PARAMETERS).map(([name, rule]) => [name, { status: rule.status, note: rule.note }]));
    expect(table()).toEqual(expected);
  });
});
