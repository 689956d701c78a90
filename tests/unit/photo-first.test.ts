import { describe, expect, it } from 'vitest';
import { APP_CHUNKS_ID, APP_SCRIPTS_ID, CHUNK_LINKS_PER_TASK, PHOTO_FIRST_SCRIPT, PHOTO_WAIT_MS, scriptsAfterPhoto } from '../../src/server/http/photo-first.ts';

const SCRIPT = '<script type="module" crossorigin src="/assets/index-a.js"></script>';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/react-b.js">';
const PREFETCH = '<link rel="prefetch" crossorigin href="/assets/CarPage-c.js">';
const HTML = `<head>\n${SCRIPT}\n${PRELOAD}\n</head><body><div id="root"></div>\n<!--data--></body>`;

describe('scripts after the photo', () => {
  it('moves the first bundle’s tags and the page’s chunk links into inert templates after the mark, with the loader after them', () => {
    const page = scriptsAfterPhoto(HTML, [SCRIPT, PRELOAD], [PREFETCH], '<!--data-->');
    expect(page.slice(0, page.indexOf('</head>'))).not.toMatch(/<script|<link/);
    expect(page).toContain(`<!--data-->\n    <template id="${APP_SCRIPTS_ID}">${SCRIPT}${PRELOAD}</template><template id="${APP_CHUNKS_ID}">${PREFETCH}</template><script>${PHOTO_FIRST_SCRIPT}</script></body>`);
  });

  it('loads them when the photo has loaded or failed, at once when there is none or it is in, and after the longest wait otherwise', () => {
    expect(PHOTO_FIRST_SCRIPT).toContain(`document.getElementById('${APP_SCRIPTS_ID}')`);
    expect(PHOTO_FIRST_SCRIPT).toContain("document.querySelector('#root img[fetchpriority=high]')");
    expect(PHOTO_FIRST_SCRIPT).toContain('if(!i||i.complete)go()');
    expect(PHOTO_FIRST_SCRIPT).toContain("i.addEventListener('load',go);i.addEventListener('error',go)");
    expect(PHOTO_FIRST_SCRIPT).toContain(`setTimeout(go,${PHOTO_WAIT_MS})`);
    // Once only, whichever comes first; after the frame that paints the photo (a loaded photo is not
    // painted yet), or at once in a hidden tab, which paints no frames.
    // The scripts in one go, then the chunk links a few per task.
    expect(PHOTO_FIRST_SCRIPT).toContain(`function load(){h.appendChild(t.content.cloneNode(true));var c=[].slice.call(u.content.cloneNode(true).childNodes);`);
    expect(PHOTO_FIRST_SCRIPT).toContain(`(function next(){if(c.length){c.splice(0,${CHUNK_LINKS_PER_TASK}).forEach(function(x){h.appendChild(x)});setTimeout(next,0)}})()}`);
    expect(PHOTO_FIRST_SCRIPT).toContain('function go(){if(d)return;d=1;if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load,0)})}');
  });
});
