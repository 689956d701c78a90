// Which chunk each module the car page loads lazily goes into (vite.config.ts's codeSplitting group).
// Left to itself Rolldown makes one chunk per set of importing screens, and a car page loaded many of
// them, most tiny: each is a request the main thread pays for, on every car page view, and parsing
// the car page's chunk with all its imports made one long task (docs/performance.md). Here the
// car page's modules go into a few chunks, by which other screens also load them (the search
// screens, the other pages), so a page loads only chunks it needs whole, or nearly:
// `car`, `car-search`, `car-pages`, `car-search-pages`, and `car-home`: what home's sections share with
// the car page (a section loaded when it nears the screen, the API reader, a location's hours), which in
// `car-pages` brought that whole chunk, the lead forms and react-aria with it, to every home page.
// What the page's first render does not use (its sections' calculators, the enquiry form, zod and
// react-aria) goes the same way into `car-later...` chunks, loaded when a section nears the screen or a
// dialog opens. What the first render uses is followed through a feature's public entry (its
// index.ts) by the names imported from it: the car page takes the enquiry button from the leads
// feature's entry, whose form kit the page does not need at first.
// Which screens are which comes from the screen
// manifest's chunk groups (src/domain/screens.ts), and the car page is its module and the modules it
// loads `later`. A module's imports load with every screen that loads it, so they land in the same
// chunk or one shared more widely: these chunks never import each other in a cycle, and the group need
// not pull dependencies in after a module (Rolldown's default).
import { dirname, resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { GATE_MODULE, PAGES_MODULE, SCREENS, type ChunkGroup } from '../../src/domain/screens.ts';

const modulesOf = (group: ChunkGroup) => [...new Set(SCREENS.filter((s) => s.chunk === group).flatMap((s) => [s.module, ...(s.later ?? [])]))];
const CAR_PAGE = modulesOf('car');
/** The car page's own module: what its first render uses. */
const CAR_MODULE = SCREENS.find((s) => s.chunk === 'car')!.module;
const SEARCH_SCREENS = modulesOf('search');
// Home's later modules (its sections) count among the pages: a module they share with the car page
// must not bring the car page's own chunk to home.
const HOME_LATER = SCREENS.filter((s) => s.chunk === 'first').flatMap((s) => s.later ?? []);
const PAGES = [PAGES_MODULE, GATE_MODULE, ...modulesOf('pages'), ...HOME_LATER];
/** Each screen's own module (and what it loads later) keeps a chunk of its own: the server finds it by its module in Vite's manifest. */
const OWN_CHUNKS = new Set([PAGES_MODULE, GATE_MODULE, ...SCREENS.flatMap((s) => [s.module, ...(s.later ?? [])])]);

/** Every module reached from `roots` through `next`'s imports of each, transitively. */
function closure(roots: string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

/** Every module `roots` import statically, transitively (what loads with them). */
const staticClosure = (ctx: ChunkingContext, roots: string[]) => closure(roots, (id) => ctx.getModuleInfo(id)?.importedIds ?? []);

/** A feature's public entry (src/features/<f>/index.ts): it only re-exports, so Vite's config marks it free of side effects. */
export const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][a-z-]+[\\/]index\.ts$/;
const STATEMENTS = /^(?:import|export) \{([^}]*)\} from "([^"]+)";/gm;
/** The names a statement's braces bring (`a, b as c`: a and b when imported, a and c when re-exported). */
const namesIn = (braces: string, side: 'imported' | 'exported') =>
  braces
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((part) => part[0])
    .map((part) => (side === 'imported' ? part[0] : part.at(-1)!));
/** Which of `ids` the relative specifier `spec`, written in `from`, names. */
const resolvedIn = (from: string, spec: string, ids: readonly string[]) => {
  const path = resolve(dirname(from), spec);
  return ids.find((id) => id === path || id.replace(/\.[cm]?[jt]sx?$/, '') === path || id.replace(/\/index\.[jt]sx?$/, '') === path);
};

/**
 * What `roots` import statically, transitively, as `staticClosure`, but through a feature's public
 * entry only to the modules that export the names imported from it (the entry itself counts, its
 * other modules do not).
 */
function usedClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  /** The modules of `entry` that export what `importer` imports from it. */
  const usedFrom = (importer: string, entry: string) => {
    const code = ctx.getModuleInfo(entry)?.code;
    if (!code) return ctx.getModuleInfo(entry)?.importedIds ?? [];
    const statements = [...(ctx.getModuleInfo(importer)?.code ?? '').matchAll(STATEMENTS)];
    const wanted = new Set(statements.filter(([, , spec]) => spec.startsWith('.') && resolvedIn(importer, spec, [entry])).flatMap(([, braces]) => namesIn(braces, 'imported')));
    return [...code.matchAll(STATEMENTS)].filter(([, braces]) => namesIn(braces, 'exported').some((name) => wanted.has(name))).flatMap(([, , spec]) => resolvedIn(entry, spec, ctx.getModuleInfo(entry)!.importedIds) ?? []);
  };
  return closure(roots, (id) => (FEATURE_ENTRY.test(id) ? [] : (ctx.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => (FEATURE_ENTRY.test(imported) ? [imported, ...usedFrom(id, imported)] : [imported]))));
}

/**
 * Rolldown's chunk name for `id` (null: not this group's). Module ids are absolute paths; `root` is
 * the project's. The closures are worked out once per chunking pass (`ctx` is new for each).
 */
export function carPageChunks(root: string) {
  let closures: { ctx: ChunkingContext; roots: Set<string>; first: Set<string>; car: Set<string>; search: Set<string>; pages: Set<string>; home: Set<string> } | null = null;
  const ids = (sources: string[]) => sources.map((source) => `${root}/${source}`);
  return (id: string, ctx: ChunkingContext): string | null => {
    if (closures?.ctx !== ctx) {
      closures = {
        ctx,
        roots: new Set(ids([...OWN_CHUNKS])),
        first: usedClosure(ctx, ids([CAR_MODULE])),
        car: staticClosure(ctx, ids(CAR_PAGE)),
        search: staticClosure(ctx, ids(SEARCH_SCREENS)),
        pages: staticClosure(ctx, ids(PAGES)),
        home: staticClosure(ctx, ids(HOME_LATER)),
      };
      if (!CAR_PAGE.every((source) => ctx.getModuleInfo(`${root}/${source}`))) throw new Error(`car-page-chunks: a car page module moved (${CAR_PAGE.join(', ')})`);
    }
    if (!closures.car.has(id) || closures.roots.has(id)) return null;
    if (closures.home.has(id)) return 'car-home';
    return `car${closures.first.has(id) ? '' : '-later'}${closures.search.has(id) ? '-search' : ''}${closures.pages.has(id) ? '-pages' : ''}`;
  };
}
