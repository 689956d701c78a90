// An island of static HTML: a part the server renders and the browser keeps as it came, never
// hydrated. Hydration makes a component call and a fiber for every element and text in the page, and
// walks the server's DOM to claim each one; a part with nothing to answer (headings, text and plain
// links, which the app's one document listener moves along in the app: src/app/app-links.ts) needs
// none of it. On a page the browser renders itself (the offline shell, a page reached in the app
// before this part was in the tree) its children render as usual.
import { createElement, useId, useState, type ReactNode } from 'react';

/**
 * React leaves an element's children alone while it has `dangerouslySetInnerHTML`: hydration claims
 * none of them, and a later render sets `innerHTML` only if `__html` changes, which this never does.
 */
const AS_SERVED = { __html: '' };

type Tag = 'footer' | 'div' | 'section' | 'aside';

/**
 * `children` as the server rendered them. The element carries the id `useId` gives it: in hydration
 * that is the server's id for it, which is in the document; a part the browser renders gets an id of
 * the browser's own, which is not.
 */
export function ServerHtml({ as, className, children }: { as: Tag; className?: string; children: ReactNode }) {
  const id = useId();
  const [served] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  return served ? createElement(as, { id, className, suppressHydrationWarning: true, dangerouslySetInnerHTML: AS_SERVED }) : createElement(as, { id, className }, children);
}
