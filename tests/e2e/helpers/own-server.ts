// A Forecourt server this test starts and can stop (the config's webServer cannot be stopped
// mid-test): its own port, data dir and, optionally, its own copy of the built app and media.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OwnServer {
  port: number;
  /** The tenant's site on this server, e.g. http://harbourside-motors.localhost:41234 */
  origin(slug: string): string;
  /** Folders the test may change while the server runs. */
  clientDir: string;
  mediaDir: string;
  stop(): Promise<void>;
}

/** Copies dist/client (run `npm run build` first) so a test can deploy a new version into it. */
export async function startOwnServer(): Promise<OwnServer> {
  const root = mkdtempSync(join(tmpdir(), 'forecourt-own-server-'));
  const clientDir = join(root, 'client');
  const mediaDir = join(root, 'media');
  cpSync('dist/client', clientDir, { recursive: true });
  const child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), MEDIA_DIR: mediaDir, CLIENT_DIR: clientDir, DEMO_MEDIA: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stop() also ends the node process tsx starts.
    detached: true,
  });
  const port = await listeningPort(child);
  let stopped: Promise<void> | undefined;
  return {
    port,
    origin: (slug) => `http://${slug}.localhost:${port}`,
    clientDir,
    mediaDir,
    stop() {
      stopped ??= stopGroup(child).then(() => rmSync(root, { recursive: true, force: true }));
      return stopped;
    },
  };
}

/** The server prints its URLs once it listens (PORT=0 lets the OS choose a free port). */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const settle = (error: Error | null, port = 0) => {
      clearTimeout(timer);
      child.stdout!.off('data', read);
      child.stderr!.off('data', read);
      child.off('exit', onExit);
      if (!error) return resolve(port);
      void stopGroup(child);
      reject(error);
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) settle(null, Number(match[1]));
    };
    const onExit = (code: number | null) => settle(new Error(`server exited with ${code}:\n${output}`));
    const timer = setTimeout(() => settle(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', onExit);
  });
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGKILL');
  await exited;
}
