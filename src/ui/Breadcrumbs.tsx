import { memo } from 'react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';

export interface Crumb {
  label: string;
  href?: string;
}

const sameTrail = (a: { trail: Crumb[] }, b: { trail: Crumb[] }) =>
  a.trail.length === b.trail.length && a.trail.every((crumb, i) => crumb.label === b.trail[i].label && crumb.href === b.trail[i].href);

/** Spec §2: breadcrumbs start at Home; the last crumb is the current page. Pages pass a new trail array each render: compared by value. */
export const Breadcrumbs = memo(function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <AriaBreadcrumbs>
        {crumbs.map((crumb, i) => (
          <Breadcrumb key={`${crumb.label}-${i}`}>
            {i < crumbs.length - 1 && crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <Link>{crumb.label}</Link>}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}, sameTrail);
