// A test server plus what search tests drive it with: each demo tenant's own search key, the hosts
// for the official algoliasearch client, and a read-only handle on the SQLite file to count against.
import { openSqliteFile, type Db } from '../../src/server/sqlite/database.ts';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './harness.ts';

const DEMO_TENANTS = ['metro-auto-group', 'harbourside-motors', 'outback-caravans'] as const;

export interface SearchTestServer {
  server: TestServer;
  db: Db;
  keys: Record<string, string>;
  dispose(): Promise<void>;
}

export async function startSearchTestServer(): Promise<SearchTestServer> {
  const server = await startTestServer();
  const keys: Record<string, string> = {};
  for (const slug of DEMO_TENANTS) keys[slug] = (await (await server.get(slug, '/api/tenant')).json()).search.apiKey;
  const db = openSqliteFile(join(server.config.dataDir, 'forecourt.sqlite'), { readOnly: true });
  return {
    server,
    db,
    keys,
    async dispose() {
      db.close();
      await server.dispose();
    },
  };
}

/** The algoliasearch `hosts` option for the test server. */
export const localHosts = (port: number) => [{ url: `127.0.0.1:${port}`, protocol: 'http' as const, accept: 'readWrite' as const }];
