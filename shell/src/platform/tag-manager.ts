interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** No tag manager for a visitor who asked not to be tracked (do-not-track or global privacy control). */
export function trackingAllowed(navigator: PrivacySignals, win?: { doNotTrack?: string | null }): boolean {
  if (navigator.globalPrivacyControl === true) return false;
  return navigator.doNotTrack !== '1' && win?.doNotTrack !== '1';
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Injects the tag manager when an id is configured and tracking is allowed. `window.dataLayer`
 * exists only then: the search remote pushes its analytics event only if it finds one.
 * Returns whether it was injected.
 */
export function installTagManager(id: string | undefined, win: DataLayerWindow = window): boolean {
  if (!id || !trackingAllowed(win.navigator as PrivacySignals, win as { doNotTrack?: string | null })) return false;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
  return true;
}
