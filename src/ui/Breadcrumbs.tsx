import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';

export interface Crumb {
  label: string;
  href?: string;
}

/** Spec §2: breadcrumbs start at Home; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
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
}
