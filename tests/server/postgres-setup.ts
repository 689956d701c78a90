// Vitest global setup of the `server-postgres` project: one throwaway PostgreSQL cluster for the run
// (Debian's postgresql, installed when missing; a temp folder and a free port), stopped after. Each
// test server gets a database of its own in it (harness.ts), copied from one seeded here with the
// demo dealers, as the SQLite tests' servers seed their own files.
import type { TestProject } from 'vitest/node';
import { generateDemoData } from '../../scripts/demo-data/generate.ts';
import { startCluster } from '../../scripts/postgres/cluster.ts';
import { createRepository } from '../../src/server/store/repository.ts';
import { openStore } from '../../src/server/store/store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's maintenance database: postgres://forecourt@127.0.0.1:<port>/postgres */
    postgresUrl: string;
    /** A database holding the seeded demo dealers, to copy (CREATE DATABASE … TEMPLATE). */
    postgresSeededTemplate: string;
  }
}

export const SEEDED_TEMPLATE = 'forecourt_seeded';

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  try {
    const { Client } = await import('pg');
    const admin = new Client(cluster.url());
    await admin.connect();
    await admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE}`);
    await admin.end();
    const store = await openStore({ dataDir: '', databaseUrl: cluster.url(SEEDED_TEMPLATE), log: () => {} });
    await createRepository(store).seed(generateDemoData({ now: new Date() }));
    await store.close();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  project.provide('postgresUrl', cluster.url());
  project.provide('postgresSeededTemplate', SEEDED_TEMPLATE);
  return () => cluster.destroy();
}
