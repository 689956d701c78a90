// Every screen but the landing ones (home, the car page, the search screens), in a chunk of its own
// the first bundle loads when a page needs it (the server links it from such a page's HTML): the
// routing table of those screens, the redirects and the gated-page redirect.
import { Gate, PAGE_ROUTES, REDIRECTS } from 'virtual:screens/pages';
import { Redirect } from 'wouter';
import { notFoundScreen, redirectAt, screenAt, type ScreenProps, type ScreenTenant } from '../domain/screen-match.ts';
import { preloadOf } from '../perf/preloadable.tsx';
import { usePageGone } from '../platform/page-data.tsx';
import { useAtomValue } from '../state/store.ts';
import { tenantAtom } from '../state/tenant.ts';

/**
 * The screen `path` opens, with its path's parameters; behind the sign-in gate where the screen may be
 * gated. A page the server answered 404 (a model, brand, offer or location it does not have) is the
 * not-found screen, as the server rendered it.
 */
export function PageScreens({ path }: ScreenProps) {
  const tenant = useAtomValue(tenantAtom);
  const gone = usePageGone(path);
  const to = redirectAt(path, REDIRECTS);
  if (to) return <Redirect to={to} replace />;
  const { screen, params, pattern } = gone ? notFoundScreen(PAGE_ROUTES) : screenAt(path, PAGE_ROUTES, tenant);
  const page = <screen.Component params={params} path={path} pattern={pattern} {...screen.props} />;
  return screen.gate ? <Gate type={screen.gate}>{page}</Gate> : page;
}

/** Loads the code of the screen `path` opens among these (and the sign-in gate's, for a gated one): src/app/screen-preload.ts. */
PageScreens.preloadScreen = (path: string, tenant: ScreenTenant): Promise<unknown> => {
  if (redirectAt(path, REDIRECTS)) return Promise.resolve();
  const { screen } = screenAt(path, PAGE_ROUTES, tenant);
  return Promise.all([preloadOf(screen.Component)?.(), screen.gate ? preloadOf(Gate)?.() : undefined]);
};
