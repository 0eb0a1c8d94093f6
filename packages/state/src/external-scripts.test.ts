// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureExternalScripts,
  loadBookingWidgetScript,
  loadMapsScript,
  mapsScriptUrl,
} from './external-scripts.ts';

// The test DOM does not run scripts: record what is appended and play the browser's load/error events.
let appended: HTMLScriptElement[] = [];
const scripts = () => appended.map((script) => script.getAttribute('src'));

describe('external scripts', () => {
  beforeEach(() => {
    appended = [];
    vi.spyOn(document.head, 'append').mockImplementation(
      (...nodes) => void appended.push(...(nodes as HTMLScriptElement[])),
    );
    configureExternalScripts({});
  });

  it('adds nothing when neither maps nor the booking widget is configured', async () => {
    expect(await loadMapsScript()).toBe(false);
    expect(await loadBookingWidgetScript()).toBe(false);
    expect(scripts()).toEqual([]);
  });

  it('asks for the places library, region UA and Ukrainian', () => {
    const url = new URL(mapsScriptUrl('k1'));
    expect(url.origin).toBe('https://maps.googleapis.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: 'k1',
      libraries: 'places',
      region: 'UA',
      language: 'uk',
    });
  });

  it('loads the maps script from MAPS_SCRIPT_URL when the gateway names one', async () => {
    configureExternalScripts({ mapsApiKey: 'k3', mapsScriptUrl: 'http://127.0.0.1:4567/maps/api/js' });
    void loadMapsScript();
    expect(scripts()).toEqual([
      'http://127.0.0.1:4567/maps/api/js?key=k3&libraries=places&region=UA&language=uk&loading=async',
    ]);
  });

  it('injects a configured script once, however often it is asked for', async () => {
    configureExternalScripts({ bookingWidgetUrl: 'https://widget.example/booking.js' });
    const first = loadBookingWidgetScript();
    const second = loadBookingWidgetScript();
    expect(scripts()).toEqual(['https://widget.example/booking.js']);
    appended[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(true);
    expect(await second).toBe(true);
  });

  it('tries again after a failed load', async () => {
    configureExternalScripts({ mapsApiKey: 'k2' });
    const failed = loadMapsScript();
    appended[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load');
    const retried = loadMapsScript();
    expect(appended).toHaveLength(2);
    appended[1]!.dispatchEvent(new Event('load'));
    expect(await retried).toBe(true);
  });
});
