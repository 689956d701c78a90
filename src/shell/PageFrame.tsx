import { useEffect, type ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs.tsx';
import { useAtomValue } from '../state/store.ts';
import { tenantAtom } from '../state/tenant.ts';

/** The document's title: the page's, then the dealer's name. */
export function useDocumentTitle(title: string) {
  const tenant = useAtomValue(tenantAtom);
  useEffect(() => {
    document.title = `${title} | ${tenant.name}`;
  }, [title, tenant.name]);
}

/** Every screen's frame: document title, breadcrumbs from Home and the page heading. */
export function PageFrame({ title, trail, children, lead }: { title: string; trail?: Crumb[]; lead?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <Breadcrumbs trail={trail ?? [{ label: title }]} />
      <h1>{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      {children}
    </div>
  );
}
