// A tenant content page (about, terms, warranty, sister businesses ...) from tenant.json, with the
// location blocks the tenant puts on it (spec §2) and the enquiry form some of them end in (careers,
// fleet), whose code loads with the page.
import { lazy, Suspense } from 'react';
import { contentPagePaths, PAGE_FORMS } from '../../domain/content-pages.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';

const LeadForm = lazy(() => import('../../features/leads/LeadForm.tsx').then((m) => ({ default: m.LeadForm })));
const LocationBlocks = lazy(() => import('../../features/locations/LocationBlocks.tsx').then((m) => ({ default: m.LocationBlocks })));
const LOADING = <div className="page" aria-busy="true" />;

export function ContentPage({ pattern }: ScreenProps) {
  const tenant = useAtomValue(tenantAtom);
  const page = contentPagePaths(tenant).find((p) => p.path === pattern)?.page;
  if (!page) return <NotFound />;
  const form = PAGE_FORMS[pattern];
  const blocks = tenant.locations.blocks[pattern];
  return (
    <PageFrame title={page.title}>
      <div className="content-body">
        {page.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {blocks && (
        <Suspense fallback={LOADING}>
          <LocationBlocks blocks={blocks} />
        </Suspense>
      )}
      {form && (
        <Suspense fallback={LOADING}>
          <LeadForm form={form.form} car={null} submitLabel={form.submitLabel} />
        </Suspense>
      )}
    </PageFrame>
  );
}
