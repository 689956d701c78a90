// Which screen a path opens: the first screen one of whose paths matches, a tenant's own paths filled
// in from its tenant.json, else the not-found screen, which a screen the tenant switched off opens too.
// The app matches with the routing table the build makes of the screen manifest (src/domain/screens.ts:
// what matching needs, and each screen's component); the server and the service worker with the
// manifest itself; so the three agree on every path.
import { parse } from 'regexparam';
import { contentPagePaths } from './content-pages.ts';
import type { GateType } from './gated-pages.ts';
import type { BrowserTenant } from './tenant-bootstrap.ts';

/**
 * A path pattern as wouter writes them (`/cars/:slug/:step`, `/search/*`), or a regular expression with
 * named groups. A tenant's own paths are written with what they take from tenant.json in braces
 * (`/cars/:slug/{vehiclePage.checkoutPath}`), and CONTENT_PAGES stands for every content page's path.
 */
export type PathPattern = string | RegExp;

/** The paths of the tenant's content pages (src/domain/content-pages.ts). */
export const CONTENT_PAGES = '{content pages}';

/** The paths of the tenant's branded garage pages (tenant.json garagePages). */
export const GARAGE_PAGES = '{garage pages}';

/** What a screen's paths and switches depend on in the tenant's config. */
export type ScreenTenant = Pick<BrowserTenant, 'pages' | 'extraPages' | 'finance' | 'vehiclePage' | 'features' | 'garagePages'>;

export type FeatureName = keyof BrowserTenant['features'];

/** What matching needs of a screen (src/domain/screens.ts's Screen has it all). */
export interface ScreenRoute {
  name: string;
  paths: readonly PathPattern[];
  feature?: FeatureName;
  gate?: GateType;
  props?: Readonly<Record<string, string>>;
}

/** What a screen's component is given: the path's parameters, the path, and the pattern it matched (a tenant's own filled in). */
export interface ScreenProps {
  params: Readonly<Record<string, string | undefined>>;
  path: string;
  pattern: string;
}

export interface ScreenMatch<S extends ScreenRoute> {
  screen: S;
  params: Record<string, string | undefined>;
  /** The pattern that matched, a tenant's value filled in (a regular expression: its source); '' for not found. */
  pattern: string;
}

const NOT_FOUND = 'not-found';

const compiled = new Map<string, { keys: string[]; pattern: RegExp }>();
/** wouter's own parser (regexparam), so a path opens what it opened when wouter matched it. */
function parsed(path: string) {
  let found = compiled.get(path);
  if (!found) compiled.set(path, (found = parse(path)));
  return found;
}

const valueAt = (tenant: ScreenTenant, field: string) => field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], tenant);

/** The patterns `path` stands for with this tenant: its own paths filled in (none without a tenant). */
export function patternsOf(path: PathPattern, tenant: ScreenTenant | undefined): PathPattern[] {
  if (typeof path !== 'string' || !path.includes('{')) return [path];
  if (!tenant) return [];
  if (path === CONTENT_PAGES) return contentPagePaths(tenant).map((page) => page.path);
  if (path === GARAGE_PAGES) return tenant.garagePages.map((page) => page.path);
  return [path.replace(/\{([\w.]+)\}/g, (_, field: string) => String(valueAt(tenant, field)))];
}

function matchOf(path: PathPattern, at: string): { params: Record<string, string | undefined>; pattern: string } | null {
  if (path instanceof RegExp) {
    const match = path.exec(at);
    return match && { params: { ...match.groups }, pattern: path.source };
  }
  const { keys, pattern } = parsed(path);
  const match = pattern.exec(at);
  return match && { params: Object.fromEntries(keys.map((key, i) => [key, match[i + 1]])), pattern: path };
}

/**
 * The screen `path` opens for this tenant, with the path's parameters. Without a tenant (the service
 * worker), a tenant's own paths are not tried and no feature is off.
 */
export function screenAt<S extends ScreenRoute>(path: string, screens: readonly S[], tenant?: ScreenTenant): ScreenMatch<S> {
  const notFound = () => notFoundScreen(screens);
  for (const screen of screens) {
    for (const pattern of screen.paths.flatMap((p) => patternsOf(p, tenant))) {
      const match = matchOf(pattern, path);
      if (!match) continue;
      return screen.feature && tenant && !tenant.features[screen.feature] ? notFound() : { screen, ...match };
    }
  }
  return notFound();
}

/** The not-found screen, for an address whose screen has nothing to show (the server's 404). */
export function notFoundScreen<S extends ScreenRoute>(screens: readonly S[]): ScreenMatch<S> {
  return { screen: screens.find((screen) => screen.name === NOT_FOUND)!, params: {}, pattern: '' };
}

/** Where `path` moves to, if it is one of `redirects`. */
export function redirectAt(path: string, redirects: readonly { path: string; to: string }[]): string | null {
  return redirects.find((redirect) => parsed(redirect.path).pattern.test(path))?.to ?? null;
}
