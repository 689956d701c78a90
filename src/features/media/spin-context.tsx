// What the 360 viewer's parts share: the frame shown and a way to turn the car. Using it outside the
// viewer is a developer error (spec §8), reported in the spec's words, which name the context
// CarSpinnerContext.
import { createContext, useContext } from 'react';

export interface SpinView {
  frame: number;
  frameCount: number;
  ready: boolean;
  goTo(frame: number): void;
}

export const SpinViewerContext = createContext<SpinView | null>(null);

export function useSpinView(): SpinView {
  const value = useContext(SpinViewerContext);
  if (!value) throw new Error('Error using CarSpinnerContext');
  return value;
}
