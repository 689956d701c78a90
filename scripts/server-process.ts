// The Forecourt server as a child process, for tests and scripts that must stop and restart it (an
// in-process server cannot be killed mid-request). Its own process group, so stop() also ends the
// node process tsx starts.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';

export interface ServerProcess {
  port: number;
  /** The exit code or signal once the server has exited by itself (crashed), else null. */
  exited(): string | null;
  /** The last 8 KB the server printed. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `tsx src/server/main.ts` with `env` over this process's and resolves once it listens. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8192));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const port = await listeningPort(child);
  return { port, exited: () => (child.exitCode ?? child.signalCode)?.toString() ?? null, output: () => output, stop: () => stopGroup(child) };
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

/** fetch() will not send a Host header of our choosing; node:http will. */
export function requestWithHost(port: number, host: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...Object.fromEntries(new Headers(init.headers)), host };
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : v);
        const status = res.statusCode ?? 0;
        resolvePromise(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: out }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.body !== undefined && init.body !== null) req.write(init.body as string | Uint8Array);
    req.end();
  });
}
