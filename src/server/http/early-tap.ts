// The inline script that records the last tap on a button or tab of the page's own HTML (in <main>)
// before the page is live (see src/domain/early-tap.ts). The header hydrates first, with the first
// bundle. A form's own buttons are left out: a form submits without the app. Inline and before the
// first bundle, so it listens from the first paint; the CSP allows it by its hash.
import { EARLY_TAP, PAGE_LIVE } from '../../domain/early-tap.ts';

export const EARLY_TAP_SCRIPT = `addEventListener('click',function(e){var t=!window.${PAGE_LIVE}&&e.target instanceof Element&&e.target.closest('main button,main [role=tab]');if(t&&!t.form)window.${EARLY_TAP}=t},true)`;
