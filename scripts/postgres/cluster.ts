// A throwaway PostgreSQL cluster for tests and benchmarks: Debian's `postgresql` binaries, initdb in a
// temp folder, on a free port, trust auth on 127.0.0.1 only, durability off (nothing in it outlives
// the run). initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` user the
// Debian package creates (`runuser -u postgres`); as anyone else, as that user.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (Debian keeps one per major version), or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_ROOT, versions[0]!, 'bin') : null;
}

/** Installs Debian's `postgresql` when its server binaries are missing (as root; otherwise says how). */
export function ensurePostgres(log: (line: string) => void = console.log): string {
  const found = postgresBinDir();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("PostgreSQL is missing: install Debian's postgresql (sudo apt-get install -y postgresql) and run again.");
  }
  log("Installing Debian's postgresql...");
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
  const installed = postgresBinDir();
  if (!installed) throw new Error(`apt-get installed postgresql but no initdb is under ${DEBIAN_ROOT}`);
  return installed;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  /** postgres://forecourt@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  port: number;
  /** Stops the server (its sessions end), keeping its files: start() brings it back on the same port. */
  stop(): void;
  start(): void;
  /** Stops the server and deletes its folder. */
  destroy(): void;
}

export const CLUSTER_USER = 'forecourt';

export async function startCluster(opts: { binDir?: string } = {}): Promise<Cluster> {
  const bin = opts.binDir ?? ensurePostgres();
  const root = mkdtempSync(join(tmpdir(), 'forecourt-pg-'));
  const dataDir = join(root, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The unprivileged user must own the folder (mkdtemp makes it 0700 for root).
    chownSync(root, uidOf('postgres'), gidOf('postgres'));
    chmodSync(root, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: root });
  run('initdb', ['-D', dataDir, '-U', CLUSTER_USER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  const options = [`-p ${port}`, `-k ${root}`, "-c listen_addresses=127.0.0.1", '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'].join(' ');
  const start = () => void run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start']);
  // 'fast' ends the sessions and writes everything out (commits are not flushed as they happen here);
  // 'immediate' when the folder is going anyway.
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    if (existsSync(join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  start();
  return {
    port,
    url: (database = 'postgres') => `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`,
    start,
    stop: () => stop(),
    destroy() {
      try {
        stop('immediate');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}
function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}
