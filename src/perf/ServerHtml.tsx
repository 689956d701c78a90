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

type Tag = 'footer' | 'div' | 'section' | 'aside' | 'article' | 'ul' | 'ol';

/**
 * `children` as the server rendered them, in an element `as` with `className` and `label` (its
 * `aria-label`). The element carries the id `useId` gives it: in hydration that is the server's id
 * for it, which is in the document; a part the browser renders gets an id of the browser's own, which
 * is not.
 */
export function ServerHtml({ as, className, label, children }: { as: Tag; className?: string; label?: string; children: ReactNode }) {
  const id = useId();
  const [served] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  const props = { id, className, 'aria-label': label };
  return served ? createElement(as, { ...props, suppressHydrationWarning: true, dangerouslySetInnerHTML: AS_SERVED }) : createElement(as, props, children);
}
