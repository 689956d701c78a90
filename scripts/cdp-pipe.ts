// Chromium driven over the DevTools protocol's pipe, with only the domains a measurement asks for.
// Playwright (and Puppeteer) enable the Runtime domain on every page they attach to. With Runtime on
// and no debugger, V8 parses a function again to collect its source positions whenever a stack trace
// is taken through it, which slowed the car page's first bundle well beyond what a browser nobody
// inspects does (docs/performance.md, "The harness"). A measurement of the page going live uses this
// instead: its pages answer `Runtime.evaluate`, which needs no enabled domain.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

type Message = { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string }; sessionId?: string };

export interface CdpPage {
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** The page's next `method` event. */
  next<T = unknown>(method: string, timeoutMs?: number): Promise<T>;
  /** Navigates to `url` and resolves at its load event. */
  goto(url: string): Promise<void>;
  /** The value of `expression` (a promise's once it settles), returned by value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Closes the page and its browser context (its storage, cache and service workers). */
  close(): Promise<void>;
}

export interface CdpBrowser {
  /** A page in a browser context of its own, as a fresh visitor's, with the Page domain enabled (its events, scripts added before a document). */
  newPage(): Promise<CdpPage>;
  close(): Promise<void>;
}

export async function launchCdpBrowser(executablePath: string, args: string[] = []): Promise<CdpBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'forecourt-cdp-'));
  const child = spawn(executablePath, ['--headless', '--remote-debugging-pipe', '--no-first-run', `--user-data-dir=${userDataDir}`, ...args, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, { method: string; resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  let lastId = 0;
  let buffered = '';
  const decoder = new StringDecoder('utf8');
  // Each message is JSON ended by a NUL byte.
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered += decoder.write(chunk);
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      const call = message.id === undefined ? undefined : pending.get(message.id);
      if (call) {
        pending.delete(message.id!);
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  child.once('exit', (code) => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: Chromium exited (${code})`));
    pending.clear();
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { method, resolve: resolve as (value: unknown) => void, reject });
      toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) }) + '\0');
    });

  async function newPage(): Promise<CdpPage> {
    const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext');
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page: CdpPage = {
      send: (method, params) => send(method, params, sessionId),
      next: <T>(method: string, timeoutMs = 30_000) =>
        new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => {
            listeners.delete(listener);
            reject(new Error(`no ${method} in ${timeoutMs} ms`));
          }, timeoutMs);
          const listener = (message: Message) => {
            if (message.sessionId !== sessionId || message.method !== method) return;
            clearTimeout(timer);
            listeners.delete(listener);
            resolve(message.params as T);
          };
          listeners.add(listener);
        }),
      goto: async (url) => {
        const loaded = page.next('Page.loadEventFired');
        await page.send('Page.navigate', { url });
        await loaded;
      },
      evaluate: async <T>(expression: string) => {
        const answer = await send<{ result: { value: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
          'Runtime.evaluate',
          { expression, returnByValue: true, awaitPromise: true },
          sessionId,
        );
        if (answer.exceptionDetails) throw new Error(`evaluate: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
        return answer.result.value;
      },
      close: async () => {
        await send('Target.disposeBrowserContext', { browserContextId });
      },
    };
    await page.send('Page.enable');
    return page;
  }

  return {
    newPage,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        void send('Browser.close').catch(() => undefined);
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
