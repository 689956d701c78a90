import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { onDbError } from '../db/errors.ts';
import { DB_ERROR_MESSAGES } from '../db/messages.ts';
import { PAGE_DATA_ID, pageDataAt } from '../domain/page-data.ts';
import { browserPageData } from '../platform/page-data.tsx';
import { store } from '../state/store.ts';
import { bootstrapAtom } from '../state/tenant.ts';
import { toasts } from '../state/toasts.ts';
import { onAnalytics } from '../platform/analytics.ts';
import { whenIdle } from '../perf/idle-work.ts';
import { startPageTrail } from '../platform/page-trail.ts';
import { startSession } from '../features/account/session-source.ts';
import { readBootstrap } from './bootstrap.ts';
import { AppRoot } from './AppRoot.tsx';
import '../ui/base.css';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const bootstrap = readBootstrap();
store.set(bootstrapAtom, bootstrap);
startSession(store, bootstrap.tenant.features.authentication);
startPageTrail();
// Tag managers read window.dataLayer; the dealer's own analytics hooks in there.
onAnalytics((event) => (window.dataLayer ??= []).push(event));
onDbError((error) => toasts.add({ title: DB_ERROR_MESSAGES[error.kind], tone: 'error' }));
// Leads waiting in the outbox are replayed on every start (and on `online`), and analytics events
// reach the dealer API; both load once the page is idle, so the first screen does not wait for them.
whenIdle(() => {
  void import('../features/leads/outbox-client.ts').then((m) => m.startLeadOutbox());
  void import('../platform/event-delivery.ts').then((m) => m.startEventDelivery());
});

const root = document.getElementById('root')!;
const data = pageDataAt(document.getElementById(PAGE_DATA_ID)?.textContent, location.pathname + location.search);
// Offline, the service worker's one search page stands in for them all: rendered for another address,
// it is rendered again for this one.
if (data === 'elsewhere') root.replaceChildren();
const app = <AppRoot store={store} pageData={browserPageData(data === 'elsewhere' ? null : data)} />;
// A page the server rendered (home, a car or search page) is hydrated: what is on screen stays and becomes live.
// In a transition, so React's work is sliced and the browser stays responsive between the slices.
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
