// A tenant content page (about, terms, warranty, sister businesses ...) from tenant.json, with the
// location blocks the tenant puts on it (spec §2) and the enquiry form some of them end in (careers,
// fleet), whose code loads with the page; /warranty also states the warranty texts (spec §9), with or
// without a page of the tenant's own.
import { lazy, Suspense } from 'react';
import { contentPagePaths, PAGE_FORMS } from '../../domain/content-pages.ts';
import type { ScreenProps } from '../../domain/screen-match.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';
import { WarrantyTexts } from './WarrantyTexts.tsx';

const LeadForm = lazy(() => import('../../features/leads/LeadForm.tsx').then((m) => ({ default: m.LeadForm })));
const LocationBlocks = lazy(() => import('../../features/locations/LocationBlocks.tsx').then((m) => ({ default: m.LocationBlocks })));
const LOADING = <div className="page" aria-busy="true" />;
const WARRANTY_PATH = '/warranty';

export function ContentPage({ pattern }: ScreenProps) {
  const tenant = useAtomValue(tenantAtom);
  const page = contentPagePaths(tenant).find((p) => p.path === pattern)?.page;
  if (!page) return <NotFound />;
  return <ContentFrame title={page.title} body={page.body} pattern={pattern} />;
}

/** /warranty where the tenant has no page of its own for it: the warranty texts alone. */
export function WarrantyPage() {
  return <ContentFrame title="Warranty" body={[]} pattern={WARRANTY_PATH} />;
}

function ContentFrame({ title, body, pattern }: { title: string; body: readonly string[]; pattern: string }) {
  const tenant = useAtomValue(tenantAtom);
  const form = PAGE_FORMS[pattern];
  const blocks = tenant.locations.blocks[pattern];
  return (
    <PageFrame title={title}>
      {body.length > 0 && (
        <div className="content-body">
          {body.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
      {pattern === WARRANTY_PATH && <WarrantyTexts />}
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
