// Chromium loads ICU, the data behind Intl, once per renderer process on the first Intl call from any
// thread, and that first call is slow (docs/performance.md). The first bundle
// makes it while it evaluates (react-aria's locale check, the shared number formats), inside the
// page's longest task. This script, the first thing in every page, starts a throwaway worker that
// makes that call while the bundle is still downloading, so the page's own first call finds ICU
// loaded. Elsewhere it costs one short-lived worker and changes nothing. Inline, so it needs no
// request of its own; the CSP allows exactly this script by its hash.

const WORKER_SOURCE = `new Intl.NumberFormat('en-AU',{style:'currency',currency:'AUD'}).format(1);Intl.DateTimeFormat.supportedLocalesOf(['en-AU']);close()`;

export const ICU_WARMUP_SCRIPT = `try{const u=URL.createObjectURL(new Blob([${JSON.stringify(WORKER_SOURCE)}],{type:'text/javascript'}));new Worker(u);URL.revokeObjectURL(u)}catch(e){}`;
