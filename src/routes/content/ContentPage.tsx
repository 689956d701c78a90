import { PageFrame } from '../../ui/PageFrame.tsx';

/** A tenant content page (about, terms, warranty, sister businesses ...) from tenant.json. */
export function ContentPage({ page }: { page: { title: string; body: string[] } }) {
  return (
    <PageFrame title={page.title}>
      <div className="content-body">
        {page.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </PageFrame>
  );
}
