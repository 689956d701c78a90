// A car page, search screen or home the server rendered loads the app's scripts once its photo is in:
// the first photo (the gallery's first image or the 360 view's first frame; on a search screen the
// first card's photo; on home the first feature card's; the page's largest paint on a phone) is
// fetched and painted
// without sharing a weak connection with the first bundle, its imports and the page's chunks, and
// without the bundle's evaluation and hydration holding up its paint. The page
// reads and links work from the server's HTML meanwhile, and what is tapped or typed before the app is
// live is replayed (early-tap.ts). The tags wait in inert <template>s until the inline loader below
// moves them into the head: when the photo has loaded or failed, at once if there is none or it is in
// already, and at most PHOTO_WAIT_MS after the page was parsed, so a stalled photo never keeps the app
// away; then after the next frame has been painted (a photo loaded is not yet painted, and the
// bundle's evaluation would hold its paint back), or at once in a hidden tab, which paints no frames;
// the first bundle's tags first, then the chunk links, a few a task (TAGS_SLICE_MS).
// docs/performance.md has what this did to the car and search pages' largest paint.

export const APP_SCRIPTS_ID = 'app-scripts';
export const APP_CHUNKS_ID = 'app-chunks';
/** The longest the app waits for the photo. */
export const PHOTO_WAIT_MS = 2500;
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
  `(function(){var t=document.getElementById('${APP_SCRIPTS_ID}'),u=document.getElementById('${APP_CHUNKS_ID}'),i=document.querySelector('${PHOTO}'),d=0,h=document.head,q=[],m=new MessageChannel();` +
  // The next slice after a message rather than a timeout: nested timeouts wait 4 ms each from the fifth.
  `function add(){var s=performance.now();while(q.length){h.appendChild(q.shift());if(q.length&&performance.now()-s>=${TAGS_SLICE_MS})return m.port2.postMessage(0)}}m.port1.onmessage=add;` +
  `function load(){q=[].slice.call(t.content.cloneNode(true).childNodes).concat([].slice.call(u.content.cloneNode(true).childNodes));add()}` +
  `function go(){if(d)return;d=1;if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load,0)})}` +
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
