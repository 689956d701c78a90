// A car page the server rendered loads the app's scripts once its photo is in: the first photo (the
// gallery's first image or the 360 view's first frame, the page's largest paint) is fetched and painted
// without sharing a weak connection with the first bundle, its imports and the page's chunks (about
// 130 KB compressed), and without the bundle's evaluation and hydration holding up its paint. The page
// reads and links work from the server's HTML meanwhile, and what is tapped or typed before the app is
// live is replayed (early-tap.ts). The tags wait in inert <template>s until the inline loader below
// moves them into the head: when the photo has loaded or failed, at once if there is none or it is in
// already, and at most PHOTO_WAIT_MS after the page was parsed, so a stalled photo never keeps the app
// away; then after the next frame has been painted (a photo loaded is not yet painted, and the
// bundle's evaluation would hold its paint back), or at once in a hidden tab, which paints no frames.
// Lighthouse (mobile), a car page, 4 interleaved runs: LCP 2.2–3.0 s with the scripts in the head,
// 1.1–1.4 s after the photo; 5 more: LCP 1.1–3.1 s loading them on the photo's load event, 1.1–1.4 s
// after the frame that paints it.

export const APP_SCRIPTS_ID = 'app-scripts';
export const APP_CHUNKS_ID = 'app-chunks';
/** The longest the app waits for the photo. */
export const PHOTO_WAIT_MS = 2500;
/**
 * The page's chunk links go in a few at a time, a task each: each link inserted asks for its file
 * there and then (0.5–4 ms a link here), and some 25 in one go made a task of ~22 ms (~90 ms on a
 * phone, four times slower), in the middle of the page becoming live.
 */
export const CHUNK_LINKS_PER_TASK = 8;
/** The photo the page opens on: the server renders it, alone or first, with a high fetch priority. */
const PHOTO = '#root img[fetchpriority=high]';

export const PHOTO_FIRST_SCRIPT =
  `(function(){var t=document.getElementById('${APP_SCRIPTS_ID}'),u=document.getElementById('${APP_CHUNKS_ID}'),i=document.querySelector('${PHOTO}'),d=0,h=document.head;` +
  `function load(){h.appendChild(t.content.cloneNode(true));var c=[].slice.call(u.content.cloneNode(true).childNodes);` +
  `(function next(){if(c.length){c.splice(0,${CHUNK_LINKS_PER_TASK}).forEach(function(x){h.appendChild(x)});setTimeout(next,0)}})()}` +
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
