// A car page, search screen or home the server rendered loads the app's scripts once its photo is in:
// the first photo (the gallery's first image or the 360 view's first frame; on a search screen the
// first card's photo; on home the first feature card's; the page's largest paint on a phone) is
// fetched and painted
// without sharing a weak connection with the first bundle, its imports and the page's chunks, and
// without the bundle's evaluation and hydration holding up its paint. The page
// reads and links work from the server's HTML meanwhile, and what is tapped or typed before the app is
// live is replayed (early-tap.ts). The tags wait in inert <template>s until the inline loader below
// moves them into the head once the photo has been painted, or at once in a hidden tab, which paints
// nothing; the first bundle's tags first, then the chunk links, a few a task (TAGS_SLICE_MS).
// "Painted" means shown on screen, not only loaded: a loaded photo is still to be decoded, drawn and
// presented, which on a busy phone takes a frame or several, and the bundle's download and evaluation
// must not get in ahead of it. Where the browser reports an element's paint (Element Timing; the
// photo carries the mark from the server, src/perf/photo-paint.ts, so a paint before the loader
// ran is reported too), the loader waits for its entry, at most PAINT_WAIT_MS after the photo is in
// (a photo out of view is never painted); elsewhere it waits for the photo's decode() and then the
// next frame. A photo that fails, or is not in PHOTO_WAIT_MS after the page was parsed, waits only
// for the next frame, so it never keeps the app away.
// docs/performance.md has what this did to the car and search pages' largest paint.

export const APP_SCRIPTS_ID = 'app-scripts';
export const APP_CHUNKS_ID = 'app-chunks';
/** The longest the app waits for the photo. */
export const PHOTO_WAIT_MS = 2500;
/** The longest the app waits, once the photo is in, for the browser to report it painted. */
export const PAINT_WAIT_MS = 500;
/**
 * The tags go into the head for at most this long a task, the rest in the next. Each tag inserted asks
 * for its file there and then, on the main thread: all the first bundle's tags in one task, or the
 * chunk links several a task, made long tasks as the page became live on a slow phone. A time budget
 * rather than a count keeps every task short whatever the device.
 */
export const TAGS_SLICE_MS = 6;
/** The photo the page opens on: the server renders it (a search screen's first cards', home's first feature card's) with a high fetch priority. */
const PHOTO = '#root img[fetchpriority=high]';

export const PHOTO_FIRST_SCRIPT =
  `(function(){var t=document.getElementById('${APP_SCRIPTS_ID}'),u=document.getElementById('${APP_CHUNKS_ID}'),i=document.querySelector('${PHOTO}'),d=0,h=document.head,q=[],m=new MessageChannel(),` +
  `o=i&&i.hasAttribute('elementtiming')&&typeof PerformanceObserver=='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('element')>=0;` +
  // The next slice after a message rather than a timeout: nested timeouts wait 4 ms each from the fifth.
  `function add(){var s=performance.now();while(q.length){h.appendChild(q.shift());if(q.length&&performance.now()-s>=${TAGS_SLICE_MS})return m.port2.postMessage(0)}}m.port1.onmessage=add;` +
  `function load(){if(d)return;d=1;q=[].slice.call(t.content.cloneNode(true).childNodes).concat([].slice.call(u.content.cloneNode(true).childNodes));add()}` +
  `function frame(){requestAnimationFrame(function(){setTimeout(load,0)})}` +
  `if(o)new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.element===i}))load()}).observe({type:'element',buffered:true});` +
  `function go(){var n=i&&i.complete&&i.naturalWidth;if(document.hidden)load();else if(n&&o)setTimeout(load,${PAINT_WAIT_MS});else if(n&&i.decode)i.decode().then(frame,frame);else frame()}` +
  `if(!i||i.complete)go();else{i.addEventListener('load',go);i.addEventListener('error',go);setTimeout(go,${PHOTO_WAIT_MS})}})()`;

/**
 * `html` with `scripts` (the first bundle's tags, as index.html has them) and `later` (the page's chunk
 * links) moved out of the page into the templates the loader empties, which go where `at` is.
 */
export function scriptsAfterPhoto(html: string, scripts: string[], later: string[], at: string): string {
  let page = html;
  for (const tag of scripts) page = page.replace(tag, '');
  const deferred = `<template id="${APP_SCRIPTS_ID}">${scripts.join('')}</template><template id="${APP_CHUNKS_ID}">${later.join('')}</template><script>${PHOTO_FIRST_SCRIPT}</script>`;
  return page.replace(at, () => `${at}\n    ${deferred}`);
}
