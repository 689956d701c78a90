import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './idle-work.ts';

/** Renders its children once it is their turn when the page is idle (only this subtree renders then). */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
