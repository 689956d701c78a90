import { useEffect, type ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs.tsx';
import { useAtomValue } from '../state/store.ts';
import { tenantAtom } from '../state/tenant.ts';

/** Every screen's frame: document title, breadcrumbs from Home and the page heading. */
export function PageFrame({ title, trail, children, lead }: { title: string; trail?: Crumb[]; lead?: ReactNode; children?: ReactNode }) {
  const tenant = useAtomValue(tenantAtom);
  useEffect(() => {
    document.title = `${title} | ${tenant.name}`;
  }, [title, tenant.name]);
  return (
    <div className="page">
      <Breadcrumbs trail={trail ?? [{ label: title }]} />
      <h1>{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      {children}
    </div>
  );
}
