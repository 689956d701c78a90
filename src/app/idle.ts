// Work that can wait until the page has shown what the shopper came for: the lead outbox, event
// delivery, the header's pending-enquiries indicator.
import { useEffect, useState } from 'react';

export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 2000);
}

/** False until the page first goes idle. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
