import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { previousPage } from '../platform/page-trail.ts';
import { signInRedirect, type GateType } from '../domain/gated-pages.ts';
import { sessionAtom } from '../state/session.ts';
import { useAtomValue } from '../state/store.ts';
import { tenantAtom } from '../state/tenant.ts';

/** Spec §4 gated pages: redirect to sign-in when this tenant gates the page and nobody is signed in. */
export function Gate({ type, children }: { type: GateType; children: ReactNode }) {
  const tenant = useAtomValue(tenantAtom);
  const session = useAtomValue(sessionAtom);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const target = signInRedirect({
    type,
    tenant,
    wanted: search ? `${path}?${search}` : path,
    back: previousPage() === path ? '/' : previousPage(),
    signedIn: session.user !== null,
    loading: session.loading,
  });
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target ? null : <>{children}</>;
}
