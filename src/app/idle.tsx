// Work that can wait until the page has shown what the shopper came for: the lead outbox, event
// delivery, the header's pending-enquiries indicator.
import { useEffect, useState, type ReactNode } from 'react';

export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 2000);
}

/** Renders its children once the page first goes idle (only this subtree renders then). */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
