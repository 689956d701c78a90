import { memo } from 'react';
import { ServerHtml } from '../perf/ServerHtml.tsx';

export interface Crumb {
  label: string;
  href?: string;
}

const sameTrail = (a: { trail: Crumb[] }, b: { trail: Crumb[] }) =>
  a.trail.length === b.trail.length && a.trail.every((crumb, i) => crumb.label === b.trail[i].label && crumb.href === b.trail[i].href);

/**
 * Spec §2: breadcrumbs start at Home; the last crumb is the current page (aria-current). The WAI
 * breadcrumb pattern in native elements, not react-aria's Breadcrumbs, which builds a collection and
 * renders once more after hydration: every page but home has them, and their list is never hydrated.
 * Links are plain anchors (src/app/app-links.ts moves within the app). Pages pass a new trail array
 * each render: compared by value.
 */
export const Breadcrumbs = memo(function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }, ...trail];
  const last = crumbs.length - 1;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      {/* Plain text and links, kept as the server rendered them (src/perf/ServerHtml.tsx) for this trail. */}
      <ServerHtml key={crumbs.map((crumb) => `${crumb.label} ${crumb.href ?? ''}`).join('|')} as="ol">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {i < last && crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current={i === last ? 'page' : undefined}>{crumb.label}</span>}
          </li>
        ))}
      </ServerHtml>
    </nav>
  );
}, sameTrail);
