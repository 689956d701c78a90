import { describe, expect, it } from 'vitest';
import { APP_CHUNKS_ID, APP_SCRIPTS_ID, PAINT_WAIT_MS, PHOTO_FIRST_SCRIPT, PHOTO_WAIT_MS, TAGS_SLICE_MS, scriptsAfterPhoto } from '../../src/server/http/photo-first.ts';

const SCRIPT = '<script type="module" crossorigin src="/assets/index-a.js"></script>';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/react-b.js">';
const PREFETCH = '<link rel="prefetch" crossorigin href="/assets/CarPage-c.js">';
const HTML = `<head>\n${SCRIPT}\n${PRELOAD}\n</head><body><div id="root"></div>\n<!--data--></body>`;

type Listener = () => void;

/**
 * Runs the loader against a stand-in page with a clock of its own: each tag put into the head takes
 * `tagMs`, and the browser's queues (frames, timeouts, messages) run only when the test says. With
 * `elementTiming` the browser reports the paints of elements marked for it (`painted` reports one),
 * as the photo is unless `marked` is false; a photo's decode() settles when `decoded` is called.
 */
function loaderPage({
  photo,
  hidden = false,
  elementTiming = false,
  marked = true,
  tagMs = 1,
  scripts = 3,
  chunks = 10,
}: {
  photo: 'none' | 'complete' | 'loading';
  hidden?: boolean;
  elementTiming?: boolean;
  marked?: boolean;
  tagMs?: number;
  scripts?: number;
  chunks?: number;
}) {
  let now = 0;
  const head: string[] = [];
  /** The tags each task put in. */
  const tasks: string[][] = [];
  let current: string[] | null = null;
  const frames: Listener[] = [];
  const timeouts: { at: number; run: Listener }[] = [];
  const messages: Listener[] = [];
  const photoListeners: Record<string, Listener> = {};
  const decodes: Listener[] = [];
  const observers: { callback: (list: { getEntries: () => { element: unknown }[] }) => void; options: unknown }[] = [];
  const image = {
    complete: photo === 'complete',
    naturalWidth: photo === 'complete' ? 900 : 0,
    hasAttribute: (name: string) => marked && name === 'elementtiming',
    addEventListener: (type: string, listener: Listener) => (photoListeners[type] = listener),
    decode: () => new Promise<void>((resolve) => decodes.push(resolve)),
  };
  const template = (names: string[]) => ({ content: { cloneNode: () => ({ childNodes: names }) } });
  const elements: Record<string, unknown> = {
    [APP_SCRIPTS_ID]: template(Array.from({ length: scripts }, (_, n) => `script${n}`)),
    [APP_CHUNKS_ID]: template(Array.from({ length: chunks }, (_, n) => `chunk${n}`)),
  };
  const document = {
    hidden,
    head: {
      appendChild(tag: string) {
        now += tagMs;
        head.push(tag);
        current?.push(tag);
      },
    },
    getElementById: (id: string) => elements[id],
    querySelector: () => (photo === 'none' ? null : image),
  };
  class MessageChannel {
    port1: { onmessage: Listener | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const task = (run: Listener) => {
    current = [];
    run();
    if (current.length) tasks.push(current);
    current = null;
  };
  class PerformanceObserver {
    static supportedEntryTypes = elementTiming ? ['element', 'event', 'paint'] : ['event', 'paint'];
    constructor(public callback: (typeof observers)[number]['callback']) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  new Function('document', 'performance', 'MessageChannel', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', PHOTO_FIRST_SCRIPT)(
    document,
    { now: () => now },
    MessageChannel,
    (run: Listener) => frames.push(run),
    (run: Listener, ms = 0) => timeouts.push({ at: now + ms, run }),
    PerformanceObserver,
  );
  return {
    head,
    tasks,
    image,
    observers,
    photo(type: 'load' | 'error') {
      image.complete = true;
      image.naturalWidth = type === 'load' ? 900 : 0;
      task(photoListeners[type]!);
    },
    /** The browser reports the paint of the photo, or of another element. */
    painted: (element: 'photo' | 'other') =>
      task(() => observers.forEach((o) => o.callback({ getEntries: () => [{ element: element === 'photo' ? image : {} }] }))),
    /** The photo's decode() settles; what it queues runs after the returned promise. */
    async decoded() {
      decodes.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    /** Runs what is queued: frames, due timeouts, then messages, until nothing more is. */
    settle(until = now) {
      for (;;) {
        const frame = frames.shift();
        if (frame) {
          task(frame);
          continue;
        }
        const due = timeouts.findIndex((t) => t.at <= until);
        if (due >= 0) {
          task(timeouts.splice(due, 1)[0]!.run);
          continue;
        }
        const message = messages.shift();
        if (message) {
          task(message);
          continue;
        }
        return;
      }
    },
  };
}

describe('scripts after the photo', () => {
  it('moves the first bundle’s tags and the page’s chunk links into inert templates after the mark, with the loader after them', () => {
    const page = scriptsAfterPhoto(HTML, [SCRIPT, PRELOAD], [PREFETCH], '<!--data-->');
    expect(page.slice(0, page.indexOf('</head>'))).not.toMatch(/<script|<link/);
    expect(page).toContain(`<!--data-->\n    <template id="${APP_SCRIPTS_ID}">${SCRIPT}${PRELOAD}</template><template id="${APP_CHUNKS_ID}">${PREFETCH}</template><script>${PHOTO_FIRST_SCRIPT}</script></body>`);
  });

  const ALL = ['script0', 'script1', 'script2', ...Array.from({ length: 10 }, (_, n) => `chunk${n}`)];

  it('loads the tags after the next frame when there is no photo', () => {
    for (const elementTiming of [false, true]) {
      const page = loaderPage({ photo: 'none', elementTiming });
      expect(page.head).toEqual([]);
      page.settle();
      expect(page.head).toEqual(ALL);
    }
  });

  it('waits for a photo’s decode() and the next frame where the browser does not report its paint', async () => {
    for (const [photo, elementTiming, marked] of [
      ['loading', false, true],
      ['complete', false, true],
      ['loading', true, false],
    ] as const) {
      const page = loaderPage({ photo, elementTiming, marked });
      if (photo === 'loading') page.photo('load');
      page.settle(PHOTO_WAIT_MS);
      expect(page.head).toEqual([]);
      await page.decoded();
      page.settle();
      expect(page.head, `${photo}, element timing ${elementTiming}, marked ${marked}`).toEqual(ALL);
    }
  });

  it('waits for the browser to report the photo painted where it can, not for its load or decode', async () => {
    for (const photo of ['loading', 'complete'] as const) {
      const page = loaderPage({ photo, elementTiming: true });
      // Buffered: a paint reported before the loader ran counts.
      expect(page.observers.map((o) => o.options)).toEqual([{ type: 'element', buffered: true }]);
      if (photo === 'loading') page.photo('load');
      await page.decoded();
      page.settle();
      page.painted('other');
      page.settle();
      expect(page.head).toEqual([]);
      page.painted('photo');
      page.settle();
      expect(page.head, photo).toEqual(ALL);
    }
  });

  it('waits at most PAINT_WAIT_MS after the photo loaded for its paint to be reported (a photo out of view is never painted)', () => {
    const page = loaderPage({ photo: 'loading', elementTiming: true, chunks: 0 });
    page.photo('load');
    page.settle(PAINT_WAIT_MS - 1);
    expect(page.head).toEqual([]);
    page.settle(PAINT_WAIT_MS);
    expect(page.head).toEqual(['script0', 'script1', 'script2']);
    page.painted('photo');
    page.settle(PHOTO_WAIT_MS);
    expect(page.head).toEqual(['script0', 'script1', 'script2']);
  });

  it('waits for a photo on its way until it loads, fails or the longest wait is over, and loads once only', async () => {
    for (const elementTiming of [false, true])
      for (const outcome of ['load', 'error', 'wait'] as const) {
        const page = loaderPage({ photo: 'loading', elementTiming, chunks: 1 });
        page.settle();
        expect(page.head).toEqual([]);
        if (outcome === 'wait') {
          page.settle(PHOTO_WAIT_MS - 1);
          expect(page.head).toEqual([]);
          page.settle(PHOTO_WAIT_MS);
        } else page.photo(outcome);
        if (outcome === 'load') page.painted('photo');
        await page.decoded();
        page.settle(PHOTO_WAIT_MS + PAINT_WAIT_MS);
        if (outcome === 'wait') page.photo('load');
        await page.decoded();
        page.settle(PHOTO_WAIT_MS + PAINT_WAIT_MS);
        expect(page.head, `${outcome}, element timing ${elementTiming}`).toEqual(['script0', 'script1', 'script2', 'chunk0']);
      }
  });

  it('loads at once in a hidden tab, which paints no frames', () => {
    const page = loaderPage({ photo: 'complete', hidden: true, chunks: 0 });
    expect(page.head).toEqual(['script0', 'script1', 'script2']);
  });

  it('puts the tags in a few a task, so that no task runs past its slice by more than one tag', () => {
    // 3 ms a tag, as a slow phone might: two tags a task at a 6 ms slice.
    const page = loaderPage({ photo: 'none', tagMs: 3, scripts: 7, chunks: 25 });
    page.settle();
    expect(page.head).toHaveLength(32);
    expect(page.head.slice(0, 7)).toEqual(Array.from({ length: 7 }, (_, n) => `script${n}`));
    expect(Math.max(...page.tasks.map((tags) => tags.length * 3))).toBeLessThan(TAGS_SLICE_MS + 3);
    expect(page.tasks.length).toBeGreaterThanOrEqual(16);
    // Cheap tags share a task.
    const quick = loaderPage({ photo: 'none', tagMs: 0.5, scripts: 7, chunks: 25 });
    quick.settle();
    expect(quick.tasks.map((tags) => tags.length)).toEqual([12, 12, 8]);
  });
});
