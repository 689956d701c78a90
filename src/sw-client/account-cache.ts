// After signing out or deleting the account, the service worker forgets what it kept of the account
// (My Garage's data, the pages that say who was signed in).
import { messageSW } from 'workbox-window';

export async function forgetAccountOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (registration?.active) await messageSW(registration.active, { type: 'FORGET_ACCOUNT' }).catch(() => undefined);
}
