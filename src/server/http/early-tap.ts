// The inline script that records the last tap on a button or tab of the page's own HTML (in <main>)
// before the page is live (see src/domain/early-tap.ts). The header hydrates first, with the first
// bundle. A form's own buttons are left out: a form submits without the app. Inline and before the
// first bundle, so it listens from the first paint; the CSP allows it by its hash.
//
// A press that goes down before the page is live and comes up after it is lost too: on an element
// hydrated in place, a react-aria pressable (the viewer's tabs) acts only on a press it saw go down
// and ignores the click that follows; on one the app replaced, there is no click at all. So a press
// on such an element is remembered: if it comes up where it went down (a tap, not a drag or a scroll,
// which a touch ends with pointercancel) with the page live, a react-aria pressable still in the page
// gets a click of the kind it takes (element.click()); if the element has left the page, the element
// now at that point, of the same kind and text, gets the click. A native button needs neither: React
// takes the click its press makes.
//
// A field of the page's own HTML changed before it is live (typed into, ticked, a slider thumb moved)
// is recorded with what it was left at, whether in a form or not: hydration sets it back, and the app
// replays the change. The server renders inputs only (src/perf/early-tap.ts replays those kinds).
import { EARLY_INPUT, EARLY_TAP, PAGE_LIVE } from '../../domain/early-tap.ts';

const TAPPABLE = 'main button,main [role=tab]';
const FIELDS = 'main input';
/** How far a pointer may move between going down and coming up for the press to be a tap (CSS px). */
const TAP_SLOP_PX = 10;

export const EARLY_TAP_SCRIPT =
  `(function(){function f(e){var t=e.target instanceof Element&&e.target.closest('${TAPPABLE}');return t&&!t.form?t:null}var d=null;` +
  `addEventListener('click',function(e){var t=!window.${PAGE_LIVE}&&f(e);if(t)window.${EARLY_TAP}=t},true);` +
  `addEventListener('pointerdown',function(e){var t=!window.${PAGE_LIVE}&&e.isPrimary&&f(e);d=t?{t:t,x:e.clientX,y:e.clientY,r:t.getAttribute('role'),s:t.textContent}:null},true);` +
  `addEventListener('pointerup',function(e){var p=d;d=null;if(!p||!window.${PAGE_LIVE}||Math.abs(e.clientX-p.x)+Math.abs(e.clientY-p.y)>${TAP_SLOP_PX})return;` +
  `if(p.t.isConnected){if(p.t.matches('[data-react-aria-pressable]'))p.t.click();return}` +
  `var t=document.elementFromPoint(e.clientX,e.clientY);t=t&&t.closest('${TAPPABLE}');if(t&&t.getAttribute('role')===p.r&&t.textContent===p.s)t.click()},true);` +
  `addEventListener('input',function(e){var t=e.target;if(!window.${PAGE_LIVE}&&t instanceof Element&&t.matches('${FIELDS}'))(window.${EARLY_INPUT}=window.${EARLY_INPUT}||new Map).set(t,{v:t.value,c:t.checked})},true)})()`;
