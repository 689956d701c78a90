// A car page the server rendered loads the app's scripts once its photo is in: the first photo (the
// gallery's first image or the 360 view's first frame, the page's largest paint) is fetched and painted
// without sharing a weak connection with the first bundle, its imports and the page's chunks (about
// 130 KB compressed), and without the bundle's evaluation and hydration holding up its paint. The page
// reads and links work from the server's HTML meanwhile, and what is tapped or typed before the app is
// live is replayed (early-tap.ts). The tags wait in inert <template>s until the inline loader below
// moves them into the head: when the photo has loaded or failed, at once if there is none or it is in
// already, and at most PHOTO_WAIT_MS after the page was parsed, so a stalled photo never keeps the app
// away; then after the next frame has been painted (a photo loaded is not yet painted, and the
// bundle's evaluation would hold its paint back), or at once in a hidden tab, which paints no frames;
// the first bundle's tags first, then the chunk links, a few a task (TAGS_SLICE_MS).
// Lighthouse (mobile), a car page, 4 interleaved runs: LCP 2.2–3.0 s with the scripts in the head,
// 1.1–1.4 s after the photo; 5 more: LCP 1.1–3.1 s loading them on the photo's load event, 1.1–1.4 s
// after the frame that paints it.

export const APP_SCRIPTS_ID = 'app-scripts';
export const APP_CHUNKS_ID = 'app-chunks';
/** The longest the app waits for the photo. */
export const PHOTO_WAIT_MS = 2500;
/**
 * The tags go into the head for at most this long a task, the rest in the next. Each tag inserted asks
 * for its file there and then, 0.5–4 ms of the main thread a tag (traced here, the upper end in a slow
 * hour): the first bundle's 7 tags in one task and the 25 chunk links 8 a task made tasks of 20–52 ms
 * as the page became live, long tasks on a phone four times slower. A time budget rather than a count
 * keeps every task short whatever the device: Lighthouse's phone counts one as long from 12.5 ms here.
 */
export const TAGS_SLICE_MS = 6;
/** The photo the page opens on: the server renders it, alone or first, with a high fetch priority. */
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
