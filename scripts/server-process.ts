// The Forecourt server as a child process, for tests and scripts that must stop and restart it (an
// in-process server cannot be killed mid-request). Its own process group, so stop() also ends the
// node process tsx starts.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  port: number;
  stop(): Promise<void>;
}

/** Starts `tsx src/server/main.ts` with `env` over this process's and resolves once it listens. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const port = await listeningPort(child);
  return { port, stop: () => stopGroup(child) };
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
    // The first start may make the demo media before it listens.
    const timer = setTimeout(() => settle(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
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
