import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Crumb } from '../../ui/Breadcrumbs.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { useAtomValue } from '../../state/store.ts';
import { navigationAtom } from '../../state/tenant.ts';

/**
 * The frame of a screen whose full content arrives with its own feature: the right title and
 * breadcrumbs, what the page is for, and a way to reach the dealer meanwhile.
 */
export function PlaceholderPage({ title, trail, purpose, children }: { title: string; trail?: Crumb[]; purpose: string; children?: ReactNode }) {
  const nav = useAtomValue(navigationAtom);
  return (
    <PageFrame title={title} trail={trail} lead={purpose}>
      {children}
      <p className="page-note">
        {nav.phone ? (
          <>
            Call us on <a href={`tel:${nav.phone.replace(/\s+/g, '')}`}>{nav.phone}</a> or{' '}
          </>
        ) : null}
        <Link href="/contact">send us a message</Link>.
      </p>
    </PageFrame>
  );
}
