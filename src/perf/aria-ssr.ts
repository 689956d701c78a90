// Three of react-aria's hooks ask useIsSSR whether they run in the server's render: useId, for the
// prefix of the ids it makes; useDefaultLocale, for the locale to use when no I18nProvider gives one;
// useDisclosure, to mark a closed panel hidden in the server's HTML (in the browser its layout effect
// marks it). useIsSSR answers through a store whose server snapshot (true) differs from the browser's
// (false), so once a page is hydrated React re-renders, synchronously and in one task, every
// component that asked: nearly every react-aria component on the page, for nothing (useId keeps its
// first answer in state; the app's I18nProvider always gives a locale; the panel the server hid stays
// hidden; react-spectrum issue 7344). vite.config.ts (ariaWithoutSsrStore) gives those modules these
// versions instead.
import { useId } from 'react';

/** The server's render has no window. */
export function useIsSSR(): boolean {
  return typeof window === 'undefined';
}

/**
 * react-aria's id, as it makes it in the server's render and while hydrating: its prefix plus React's
 * id, unique within the app's one React root. (For a component first rendered in the browser,
 * react-aria adds a random number to the prefix, for pages with several copies of react-aria.)
 */
export function useSSRSafeId(defaultId?: string): string {
  const id = useId();
  return defaultId || `react-aria-${id}`;
}
