import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { signInRedirect, type GateType } from '../../domain/gated-pages.ts';
import { sessionAtom } from '../../state/session.ts';
import { tenantAtom, useAtomValue } from '../../state/store.ts';

// The page seen before this one on this site: the 'back' of a sign-in redirect. Tracked from the
// history events (wouter dispatches pushState/replaceState), which fire before the new route renders.
const here = () => location.pathname + location.search;
let currentPath = here();
let previousPath = '/';
for (const event of ['popstate', 'pushState', 'replaceState']) {
  addEventListener(event, () => {
    const next = here();
    if (next === currentPath) return;
    previousPath = currentPath;
    currentPath = next;
  });
}

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
    back: previousPath === path ? '/' : previousPath,
    signedIn: session.user !== null,
    loading: session.loading,
  });
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target ? null : <>{children}</>;
}
