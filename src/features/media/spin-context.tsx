// What the spin's parts share: the frame shown and a way to turn the car. Using it outside the
// viewer is a developer error (spec §8).
import { createContext, useContext } from 'react';

export interface CarSpinner {
  frame: number;
  frameCount: number;
  ready: boolean;
  goTo(frame: number): void;
}

export const CarSpinnerContext = createContext<CarSpinner | null>(null);

export function useCarSpinner(): CarSpinner {
  const value = useContext(CarSpinnerContext);
  if (!value) throw new Error('Error using CarSpinnerContext');
  return value;
}
