import { useEffect } from 'react';
import { afterIdleWork } from '../perf/idle-work.ts';
import { registerServiceWorker } from './register.ts';

/**
 * Registers the service worker once the page has settled: rendered after the page in its boundary, its
 * effect runs after the page's own (the 360 spin's hold on idle work among them), and the registration
 * then waits for the idle queue to run dry. The install fetches and stores every hashed asset; run as
 * the page became live (at the load event, as it was), it took the CPU and the connection from it.
 */
export function RegisterWhenSettled() {
  useEffect(() => afterIdleWork(registerServiceWorker), []);
  return null;
}
