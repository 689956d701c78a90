// The lint rules that keep the layers apart really fire (.oxlintrc.json): lint fixture files that
// break each rule (and one that keeps them) once, and expect each break to be reported with its rule's
// message, and nothing else. The last test holds the real tree to them.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

interface Report {
  file: string;
  line: number;
  help: string;
  message: string;
}

function lint(...paths: string[]): Report[] {
  const run = spawnSync('npx', ['oxlint', '-c', '.oxlintrc.json', '--format', 'json', ...paths], { encoding: 'utf8' });
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: { filename: string; message: string; help?: string; labels: { span: { line: number } }[] }[] };
  return diagnostics.map((d) => ({ file: d.filename, line: d.labels[0].span.line, help: d.help ?? '', message: d.message }));
}

const FIXTURES = 'tests/fixtures/boundaries';
let reports: Report[];
beforeAll(() => {
  reports = lint(FIXTURES);
});

/** What the fixture `file` was reported for: `line help` (or the message, for a global) per report, in line order. */
const reported = (file: string) =>
  reports
    .filter((r) => r.file === `${FIXTURES}/${file}`)
    .sort((a, b) => a.line - b.line)
    .map((r) => `${r.line} ${r.message.startsWith('Unexpected use') ? r.message : r.help}`);

describe('import boundaries', () => {
  it('src/domain may not reach for React, Node, server code, the DOM or fetch', () => {
    expect(reported('src/domain/reaches-out.ts')).toEqual([
      '2 src/domain holds pure rules: no React.',
      '3 src/domain holds pure rules: no Node or I/O modules.',
      '4 src/domain imports nothing but src/domain.',
      expect.stringMatching(/^6 Unexpected use of '(window|fetch)'/),
      expect.stringMatching(/^6 Unexpected use of '(window|fetch)'/),
    ]);
  });

  it('client code may not import src/server or server-only packages, nor the server client code', () => {
    expect(reported('src/ui/imports-server.ts')).toEqual(['2 Server code never goes in the client bundle.', '3 Server code never goes in the client bundle.', '4 Server code never goes in the client bundle.']);
    expect(reported('src/server/imports-client-code.ts')).toEqual([expect.stringMatching(/^2 src\/server imports src\/domain and nothing else from src/)]);
  });

  it('the dealer API is called through src/api only', () => {
    expect(reported('src/features/quotes/fetches-the-api.ts')).toEqual([expect.stringMatching(/^2 Unexpected use of 'fetch'\. The dealer API is called through src\/api/)]);
  });

  it('a feature reaches another only through its public entry, and never up into src/app or src/routes', () => {
    expect(reported('src/features/search/reaches-in.ts')).toEqual([
      "2 A feature reaches another only through its public entry: import '../<feature>' (its index.ts), never its modules.",
      '3 A feature never imports src/app or src/routes: screens compose features, not the other way round.',
      '4 A feature never imports src/app or src/routes: screens compose features, not the other way round.',
      '5 Client state lives in src/state: only src/state imports jotai.',
    ]);
    expect(reported('src/features/search/keeps-to-the-rules.ts')).toEqual([]);
  });

  it('screens never import the app; the chrome, the platform and the lower layers never reach up', () => {
    expect(reported('src/routes/home/imports-the-app.ts')).toEqual(['2 Screens never import src/app: the app routes to them (src/domain/screens.ts).']);
    expect(reported('src/shell/reaches-up.ts')).toEqual([expect.stringMatching(/^2 The dealer chrome sits below the screens and features/)]);
    expect(reported('src/platform/reaches-up.ts')).toEqual([expect.stringMatching(/^2 src\/platform serves every screen and feature and imports none of them/)]);
    expect(reported('src/api/reaches-up.ts')).toEqual([expect.stringMatching(/^2 This folder sits below the screens, features, dealer chrome and platform/)]);
    expect(reported('src/ui/knows-the-dealer.ts')).toEqual([expect.stringMatching(/^2 src\/perf and src\/ui know no dealer, screen or state/)]);
  });

  it('only src/state imports jotai', () => {
    expect(reported('src/state/owns-jotai.ts')).toEqual([expect.stringMatching(/^3 src\/state sits below the screens/)]);
  });

  it('workers import only src/domain and workers/', () => {
    expect(reported('workers/imports-app-code.ts')).toEqual([
      '2 Workers are bundles of their own: they import src/domain and workers/ only.',
      '3 Workers are bundles of their own: they import src/domain and workers/ only.',
    ]);
  });

  it('the real tree keeps the boundaries', () => {
    expect(lint('src', 'workers').filter((r) => /restricted|Unexpected use/.test(r.message))).toEqual([]);
  });
});
