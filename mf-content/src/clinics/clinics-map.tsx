import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { loadMapsScript } from '@clinic/state/external-scripts';
import { ClinicContactList } from './clinic-contact-list.tsx';
import './clinics-map.css';

/** The parts of the maps API this page uses, as the script defines them on `window.google`. */
interface MapsApi {
  Map: new (element: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number }) => object;
  Marker: new (options: { position: { lat: number; lng: number }; map: object; title: string }) => object;
}

const MAP_ZOOM = { one: 15, many: 11 } as const;

/** Plain links to the address in a map service, to see it or to get a route there: nothing is fetched until the visitor follows one. */
function mapServiceUrl(clinic: Pick<Clinic, 'coordinates'>): string {
  const { lat, lng } = clinic.coordinates;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

function directionsUrl(clinic: Pick<Clinic, 'coordinates'>): string {
  const { lat, lng } = clinic.coordinates;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

function centerOf(clinics: readonly Clinic[]): { lat: number; lng: number } {
  const sum = clinics.reduce(
    (total, clinic) => ({ lat: total.lat + clinic.coordinates.lat, lng: total.lng + clinic.coordinates.lng }),
    { lat: 0, lng: 0 },
  );
  return { lat: sum.lat / clinics.length, lng: sum.lng / clinics.length };
}

/**
 * Where the clinics are. The server and the first browser render show a static block that is of use on
 * its own (each clinic's address, phone and hours, with links to a route and to a map service); only
 * after hydration, when MAPS_API_KEY is configured, the interactive map takes its place.
 */
export function ClinicsMap({ clinics }: { clinics: readonly Clinic[] }) {
  const intl = useIntl();
  const titleId = useId();
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
        const map = new maps.Map(canvas.current, {
          center: centerOf(clinics),
          zoom: clinics.length === 1 ? MAP_ZOOM.one : MAP_ZOOM.many,
        });
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
    <section
      className={interactive ? 'clinics-map clinics-map--interactive' : 'clinics-map'}
      {...(interactive
        ? { 'aria-label': intl.formatMessage({ id: 'content.map.title' }) }
        : { 'aria-labelledby': titleId })}
    >
      <div ref={canvas} className="clinics-map__canvas" hidden={!interactive} data-testid="clinics-map-canvas" />
      {!interactive && (
        <>
          <h2 id={titleId} className="clinics-map__title">
            <FormattedMessage id="content.map.findUs" />
          </h2>
          <ul className="clinics-map__static">
            {clinics.map((clinic) => (
              <li key={clinic.slug}>
                <h3>{clinic.name}</h3>
                <ClinicContactList clinic={clinic} brief className="clinics-map__facts" />
                <p className="clinics-map__links">
                  <a href={directionsUrl(clinic)} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="content.map.directions" values={{ name: clinic.name }} />
                  </a>
                  <a href={mapServiceUrl(clinic)} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="content.map.open" values={{ name: clinic.name }} />
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
