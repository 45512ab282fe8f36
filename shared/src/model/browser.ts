import { createEffect } from 'effector';

/** A service worker left by an earlier deploy would keep serving stale bundles, so start-up unregisters every one. */
export const unregisterServiceWorkersFx = createEffect(async () => {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.getRegistrations) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
});

/** After a 403 on order creation the page reloads without its query, so ?tab= cannot rejoin. */
export const reloadWithoutQueryFx = createEffect(() => {
  window.location.replace(window.location.pathname);
});
