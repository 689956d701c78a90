// The lint rules that keep src/domain pure, server code out of the client bundle and the dealer API
// behind src/api really fire:
// lint fixture files that break them and expect each break to be reported.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

function lint(path: string): string {
  const run = spawnSync('npx', ['oxlint', '-c', '.oxlintrc.json', '--format', 'unix', path], { encoding: 'utf8' });
  return run.stdout + run.stderr;
}

describe('import boundaries', () => {
  it('src/domain may not reach for React, Node, server code, the DOM or fetch', () => {
    const out = lint('tests/fixtures/boundaries/src/domain');
    expect(out).toMatch(/'react' import is restricted/);
    expect(out).toMatch(/'node:fs' import is restricted/);
    expect(out).toMatch(/'\.\.\/server\/sqlite\/repository\.ts' import is restricted/);
    expect(out).toMatch(/Unexpected use of 'window'/);
    expect(out).toMatch(/Unexpected use of 'fetch'/);
  });

  it('client code may not import src/server or server-only packages', () => {
    const out = lint('tests/fixtures/boundaries/src/ui');
    expect(out).toMatch(/'\.\.\/server\/app\.ts' import is restricted/);
    expect(out).toMatch(/'@photostructure\/sqlite' import is restricted/);
  });

  it('the dealer API is called through src/api only', () => {
    const out = lint('tests/fixtures/boundaries/src/features/quotes');
    expect(out).toMatch(/Unexpected use of 'fetch'\. The dealer API is called through src\/api/);
  });

  it('the real tree keeps the boundaries', () => {
    const out = lint('src');
    expect(out).not.toMatch(/no-restricted-(imports|globals)/);
  });
});
