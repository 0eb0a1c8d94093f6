import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { loadMapsScript } from '@clinic/state/external-scripts';
import './clinics-map.css';

/** The parts of the maps API this page uses, as the script defines them on `window.google`. */
interface MapsApi {
  Map: new (element: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number }) => object;
  Marker: new (options: { position: { lat: number; lng: number }; map: object; title: string }) => object;
}

const MAP_ZOOM = { one: 15, many: 11 } as const;

/** A plain link to the address in a map service: nothing is fetched until the visitor follows it. */
function mapServiceUrl(clinic: Pick<Clinic, 'coordinates'>): string {
  const { lat, lng } = clinic.coordinates;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

function centerOf(clinics: readonly Clinic[]): { lat: number; lng: number } {
  const sum = clinics.reduce((total, clinic) => ({ lat: total.lat + clinic.coordinates.lat, lng: total.lng + clinic.coordinates.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / clinics.length, lng: sum.lng / clinics.length };
}

/**
 * Where the clinics are. The server and the first browser render show the static block (address and
 * a link to a map service); only after hydration, when MAPS_API_KEY is configured, the interactive
 * map takes its place, in the same reserved space.
 */
export function ClinicsMap({ clinics }: { clinics: readonly Clinic[] }) {
  const intl = useIntl();
  const canvas = useRef<HTMLDivElement>(null);
  const [interactive, setInteractive] = useState(false);
  // The map is drawn once per set of clinics, however often the page re-renders with a new array.
  const shown = useRef(clinics);
  shown.current = clinics;
  const slugs = clinics.map((clinic) => clinic.slug).join(' ');

  useEffect(() => {
    let cancelled = false;
    loadMapsScript().then(
      (loaded) => {
        const maps = (window as { google?: { maps?: MapsApi } }).google?.maps;
        const clinics = shown.current;
        if (!loaded || cancelled || !maps || !canvas.current || clinics.length === 0) return;
        const map = new maps.Map(canvas.current, { center: centerOf(clinics), zoom: clinics.length === 1 ? MAP_ZOOM.one : MAP_ZOOM.many });
        for (const clinic of clinics) new maps.Marker({ position: clinic.coordinates, map, title: clinic.name });
        setInteractive(true);
      },
      // A script that fails to load leaves the static block: the addresses are still there.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [slugs]);

  return (
    <section className="clinics-map" aria-label={intl.formatMessage({ id: 'content.map.title' })}>
      <div ref={canvas} className="clinics-map__canvas" hidden={!interactive} data-testid="clinics-map-canvas" />
      {!interactive && (
        <ul className="clinics-map__static">
          {clinics.map((clinic) => (
            <li key={clinic.slug}>
              <strong>{clinic.name}</strong>
              <span>{clinic.address}</span>
              <a href={mapServiceUrl(clinic)} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="content.map.open" values={{ name: clinic.name }} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
