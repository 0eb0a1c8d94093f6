/**
 * Third-party scripts the site may use, each only when the gateway's runtime config names it
 * (maps, booking widget). Nothing is fetched from another host otherwise.
 * This module is a shared singleton, so the shell configures it once for every remote.
 */
import { DEFAULT_MAPS_SCRIPT_URL } from '@clinic/contracts/constants';

export interface ExternalScriptsConfig {
  mapsApiKey?: string;
  mapsScriptUrl?: string;
  bookingWidgetUrl?: string;
}

let config: ExternalScriptsConfig = {};
const loading = new Map<string, Promise<void>>();

export function configureExternalScripts(next: ExternalScriptsConfig): void {
  config = { ...next };
}

/** The maps service with the places library, region UA and Ukrainian language. */
export function mapsScriptUrl(apiKey: string, base = DEFAULT_MAPS_SCRIPT_URL): string {
  const query = new URLSearchParams({
    key: apiKey,
    libraries: 'places',
    region: 'UA',
    language: 'uk',
    loading: 'async',
  });
  return `${base}?${query}`;
}

function injectScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

/** Loads the maps script once; resolves `false` without any request when no key is configured. */
export async function loadMapsScript(): Promise<boolean> {
  if (!config.mapsApiKey) return false;
  await injectScript(mapsScriptUrl(config.mapsApiKey, config.mapsScriptUrl));
  return true;
}

/** Whether BOOKING_WIDGET_URL names a booking widget, whose slot the order dialog then shows. */
export function bookingWidgetConfigured(): boolean {
  return Boolean(config.bookingWidgetUrl);
}

/** Loads the external booking widget once; resolves `false` without any request when it is not configured. */
export async function loadBookingWidgetScript(): Promise<boolean> {
  if (!config.bookingWidgetUrl) return false;
  await injectScript(config.bookingWidgetUrl);
  return true;
}
