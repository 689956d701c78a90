// The app's routing tables, made of the screen manifest by the build (scripts/build/screen-modules.ts).
type ScreenComponentRoute = import('../domain/screen-match.ts').ScreenRoute & {
  Component: import('react').ComponentType<import('../domain/screen-match.ts').ScreenProps & Record<string, unknown>>;
};

declare module 'virtual:screens' {
  /** The landing screens of src/domain/screens.ts, in its order, then every other path to PageScreens. */
  export const SCREEN_ROUTES: readonly ScreenComponentRoute[];
}

declare module 'virtual:screens/pages' {
  /** Every other screen of src/domain/screens.ts, in its order. */
  export const PAGE_ROUTES: readonly ScreenComponentRoute[];
  export const REDIRECTS: readonly { path: string; to: string }[];
  /** The gated-page redirect (src/app/Gate.tsx), loaded with a gated screen. */
  export const Gate: import('react').ComponentType<{ type: import('../domain/gated-pages.ts').GateType; children: import('react').ReactNode }>;
}
