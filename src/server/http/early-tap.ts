// The inline script that records the last tap on a button or tab of the server's HTML before the part
// it is in is live (see src/domain/early-tap.ts): a button or tab of the page's own HTML (in <main>)
// until the page is live, a button of the header (its menus, the drawer's Open menu, the account menu)
// until the header is. The header is hydrated with the first bundle, ahead of the page, but that
// bundle waits for the opening photo (photo-first.ts). A form's own buttons are left out: a form
// submits without the app. Inline and before the first bundle, so it listens from the first paint;
// the CSP allows it by its hash.
//
// A press that goes down before the page is live and comes up after it is lost too: on an element
// hydrated in place, a react-aria pressable acts only on a press it saw go down and ignores the click
// that follows; on one the app replaced, there is no click at all. So a press
// on such an element is remembered: if it comes up where it went down (a tap, not a drag or a scroll,
// which a touch ends with pointercancel) with its part of the page live, a react-aria pressable still
// in the page gets a click of the kind it takes (element.click()); if the element has left the page,
// the element now at that point, of the same kind and text, gets the click. A native button (the
// header's are all native) needs neither: React takes the click its press makes.
//
// A field of the page's own HTML changed before it is live (typed into, ticked, a slider thumb moved)
// is recorded with what it was left at, whether in a form or not: hydration sets it back, and the app
// replays the change. The server renders inputs and selects only (src/perf/early-tap.ts replays those kinds).
//
// A tap is answered at once, not only replayed, as the pointer comes up, as react-aria's tabs and
// buttons act on a release, rather than at the click a touch makes after that: on a busy phone the
// browser turns the release into the click only after a task or two. A tab tapped is shown selected
// (its panel, which holds the tab the server rendered, marked busy until the app renders the new one);
// a button naming a native <dialog> (EARLY_DIALOG_ATTRIBUTE: Enquire Now's form frame) opens it, with
// the button marked expanded while it is open, and the click the press still makes is swallowed: it
// would land in the dialog, on its Close button if that is where the finger was. A keyboard's click
// (no pointer down and up before it) opens the dialog as well. Closed before the page is live, the
// tap is forgotten. Only attributes of the server's elements change, which hydration leaves as they
// are; the replay then makes the app agree (the tabs shown are selected again, the button pressed).
//
// Before the page is live, the pointer, click and field events on <main> go no further than the
// window, and those on the header until it is live: React, handed a discrete event on HTML it has not
// hydrated yet, hydrates it there and then, in one task that no tap can interrupt (and again when the
// page's code arrives), instead of in the transition's short slices; and a header tap React took as
// it hydrated would be replayed as well, undoing it (a menu toggled twice). The tap is recorded,
// answered and replayed here; links and forms still work as HTML does.
import { EARLY_DIALOG_ATTRIBUTE, EARLY_INPUT, EARLY_SHOWN, EARLY_TAP, HEADER_LIVE, PAGE_LIVE, SITE_HEADER } from '../../domain/early-tap.ts';

const TAPPABLE = `main button,main [role=tab],${SITE_HEADER} button`;
const FIELDS = 'main input,main select';
/** React's discrete events (those it hydrates for at once) a tap or a field makes; keys are left to it. */
const HELD_BACK = 'pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click auxclick dblclick contextmenu input change';
/** How far a pointer may move between going down and coming up for the press to be a tap (CSS px). */
const TAP_SLOP_PX = 10;

export const EARLY_TAP_SCRIPT =
  // w: whether the part of the page the element is in (the header, the page) is not live yet.
  `(function(){function w(t){return t.closest('${SITE_HEADER}')?!window.${HEADER_LIVE}:!!t.closest('main')&&!window.${PAGE_LIVE}}` +
  `function f(e){var t=e.target instanceof Element&&e.target.closest('${TAPPABLE}');return t&&!t.form&&w(t)?t:null}var d=null;` +
  `'${HELD_BACK}'.split(' ').forEach(function(n){addEventListener(n,function(e){if(e.target instanceof Element&&w(e.target))e.stopPropagation()},true)});` +
  // A tab: selected in its list, the panel (the selected tab's) labelled by it and busy, unless it is the tab the panel was rendered for.
  `function tab(t){var l=t.closest('[role=tablist]'),o=l&&l.querySelector('[role=tab][aria-selected=true]'),p=o&&document.getElementById(o.getAttribute('aria-controls'));if(!p||o===t)return;` +
  `[].forEach.call(l.querySelectorAll('[role=tab]'),function(x){var s=x===t;x.setAttribute('aria-selected',''+s);x.tabIndex=s?0:-1;s?x.setAttribute('data-selected','true'):x.removeAttribute('data-selected');x.removeAttribute('aria-controls')});` +
  `t.setAttribute('aria-controls',p.id);p.setAttribute('aria-labelledby',t.id);p.f=p.f||o;p.f===t?p.removeAttribute('aria-busy'):p.setAttribute('aria-busy','true');(window.${EARLY_SHOWN}=window.${EARLY_SHOWN}||new Map).set(l,t)}` +
  `function dialog(t){var g=document.getElementById(t.getAttribute('${EARLY_DIALOG_ATTRIBUTE}'));if(!g||g.open||!g.showModal)return;g.showModal();t.setAttribute('aria-expanded','true');` +
  `g.addEventListener('close',function(){if(window.${PAGE_LIVE})return;t.setAttribute('aria-expanded','false');if(window.${EARLY_TAP}===t)delete window.${EARLY_TAP}},{once:true})}` +
  // k: the press that opened a dialog as it came up, whose click is still to come.
  `function act(t){window.${EARLY_TAP}=t;if(t.getAttribute('role')==='tab')tab(t);else if(t.hasAttribute('${EARLY_DIALOG_ATTRIBUTE}'))dialog(t)}var k=0;` +
  `addEventListener('click',function(e){if(k&&e.detail){k=0;e.preventDefault();e.stopPropagation();return}var t=f(e);if(t)act(t)},true);` +
  `addEventListener('pointerdown',function(e){var t=e.isPrimary&&f(e);k=0;d=t?{t:t,x:e.clientX,y:e.clientY,r:t.getAttribute('role'),s:t.textContent}:null},true);` +
  `addEventListener('pointerup',function(e){var p=d;d=null;if(!p||Math.abs(e.clientX-p.x)+Math.abs(e.clientY-p.y)>${TAP_SLOP_PX})return;if(w(p.t)){if(p.r==='tab'||p.t.hasAttribute('${EARLY_DIALOG_ATTRIBUTE}')){act(p.t);k=p.r!=='tab'}return}` +
  `if(p.t.isConnected){if(p.t.matches('[data-react-aria-pressable]'))p.t.click();return}` +
  `var t=document.elementFromPoint(e.clientX,e.clientY);t=t&&t.closest('${TAPPABLE}');if(t&&t.getAttribute('role')===p.r&&t.textContent===p.s)t.click()},true);` +
  `addEventListener('input',function(e){var t=e.target;if(!window.${PAGE_LIVE}&&t instanceof Element&&t.matches('${FIELDS}'))(window.${EARLY_INPUT}=window.${EARLY_INPUT}||new Map).set(t,{v:t.value,c:t.checked})},true)})()`;
