// A Forecourt server this test starts and can stop (the config's webServer cannot be stopped
// mid-test): its own port, data dir and, optionally, its own copy of the built app and media.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../../../scripts/server-process.ts';

export interface OwnServer {
  port: number;
  /** The tenant's site on this server, e.g. http://harbourside-motors.localhost:41234 */
  origin(slug: string): string;
  /** Folders the test may change while the server runs. */
  clientDir: string;
  mediaDir: string;
  /** Its DATA_DIR: the SQLite file (for a test to change a car behind the server's back) and the messages the embedded default writes. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Copies dist/client (run `npm run build` first) so a test can deploy a new version into it. `env`
 * adds to the server's environment (e.g. TENANTS_DIR for tenant files of the test's own).
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const root = mkdtempSync(join(tmpdir(), 'forecourt-own-server-'));
  const clientDir = join(root, 'client');
  const mediaDir = join(root, 'media');
  cpSync('dist/client', clientDir, { recursive: true });
  const dataDir = join(root, 'data');
  const server = await spawnServer({ DATA_DIR: dataDir, MEDIA_DIR: mediaDir, CLIENT_DIR: clientDir, DEMO_MEDIA: 'off', ...env });
  const port = server.port;
  let stopped: Promise<void> | undefined;
  return {
    port,
    origin: (slug) => `http://${slug}.localhost:${port}`,
    clientDir,
    mediaDir,
    dataDir,
    stop() {
      stopped ??= server.stop().then(() => rmSync(root, { recursive: true, force: true }));
      return stopped;
    },
  };
}
