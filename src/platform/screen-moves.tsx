// The app's own moves (a lead's /success, to sign-in and back) wait briefly for the code of the screen
// they open, as a link's do (src/app/screen-preload.ts says why: a screen whose code is not in shows
// the page's loading state, and React holds the screen back 300 ms after it), and may ask for that
// code ahead, while the shopper still waits on something else. The screens are the app's to know,
// which features cannot reach, so the app provides the moves here.
import { createContext, useContext } from 'react';
import { navigate } from 'wouter/use-browser-location';

export interface ScreenMoves {
  /** Asks for the code of the screen `to` opens, ahead of a move there. */
  preload(to: string): void;
  /** Moves to `to` once the code of the screen it opens is in, or after a brief wait. */
  move(to: string, options?: { replace?: boolean }): void;
}

/** Without the app around (the server's render, a component test): the move is made at once. */
const AT_ONCE: ScreenMoves = { preload: () => {}, move: (to, options) => navigate(to, options) };

const ScreenMovesContext = createContext<ScreenMoves>(AT_ONCE);

export const ScreenMovesProvider = ScreenMovesContext.Provider;

export const useScreenMoves = (): ScreenMoves => useContext(ScreenMovesContext);
