import { describe, expect, it } from 'vitest';
import { APP_CHUNKS_ID, APP_SCRIPTS_ID, PHOTO_FIRST_SCRIPT, PHOTO_WAIT_MS, TAGS_SLICE_MS, scriptsAfterPhoto } from '../../src/server/http/photo-first.ts';

const SCRIPT = '<script type="module" crossorigin src="/assets/index-a.js"></script>';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/react-b.js">';
const PREFETCH = '<link rel="prefetch" crossorigin href="/assets/CarPage-c.js">';
const HTML = `<head>\n${SCRIPT}\n${PRELOAD}\n</head><body><div id="root"></div>\n<!--data--></body>`;

type Listener = () => void;

/**
 * Runs the loader against a stand-in page with a clock of its own: each tag put into the head takes
 * `tagMs`, and the browser's queues (frames, timeouts, messages) run only when the test says.
 */
function loaderPage({ photo, hidden = false, tagMs = 1, scripts = 3, chunks = 10 }: { photo: 'none' | 'complete' | 'loading'; hidden?: boolean; tagMs?: number; scripts?: number; chunks?: number }) {
  let now = 0;
  const head: string[] = [];
  /** The tags each task put in. */
  const tasks: string[][] = [];
  let current: string[] | null = null;
  const frames: Listener[] = [];
  const timeouts: { at: number; run: Listener }[] = [];
  const messages: Listener[] = [];
  const photoListeners: Record<string, Listener> = {};
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
    querySelector: () =>
      photo === 'none' ? null : { complete: photo === 'complete', addEventListener: (type: string, listener: Listener) => (photoListeners[type] = listener) },
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
  new Function('document', 'performance', 'MessageChannel', 'requestAnimationFrame', 'setTimeout', PHOTO_FIRST_SCRIPT)(
    document,
    { now: () => now },
    MessageChannel,
    (run: Listener) => frames.push(run),
    (run: Listener, ms = 0) => timeouts.push({ at: now + ms, run }),
  );
  return {
    head,
    tasks,
    photo: (type: 'load' | 'error') => task(photoListeners[type]!),
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

  it('loads the tags once there is no photo or it is in, after the frame that paints it', () => {
    for (const photo of ['none', 'complete'] as const) {
      const page = loaderPage({ photo });
      expect(page.head).toEqual([]);
      page.settle();
      expect(page.head).toEqual(['script0', 'script1', 'script2', ...Array.from({ length: 10 }, (_, n) => `chunk${n}`)]);
    }
  });

  it('waits for a photo on its way until it loads, fails or the longest wait is over, and loads once only', () => {
    for (const outcome of ['load', 'error', 'wait'] as const) {
      const page = loaderPage({ photo: 'loading', chunks: 1 });
      page.settle();
      expect(page.head).toEqual([]);
      if (outcome === 'wait') {
        page.settle(PHOTO_WAIT_MS - 1);
        expect(page.head).toEqual([]);
        page.settle(PHOTO_WAIT_MS);
      } else page.photo(outcome);
      page.settle(PHOTO_WAIT_MS);
      expect(page.head).toEqual(['script0', 'script1', 'script2', 'chunk0']);
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
