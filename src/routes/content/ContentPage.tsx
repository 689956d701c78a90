import type { ReactNode } from 'react';
import { PageFrame } from '../../shell/PageFrame.tsx';

/** A tenant content page (about, terms, warranty, sister businesses ...) from tenant.json, with an optional form under it. */
export function ContentPage({ page, children }: { page: { title: string; body: string[] }; children?: ReactNode }) {
  return (
    <PageFrame title={page.title}>
      <div className="content-body">
        {page.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {children}
    </PageFrame>
  );
}
