import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { configureExternalScripts } from '@clinic/state/external-scripts';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { ClinicsMap } from './clinics-map.tsx';

const clinic = (slug: string, name: string, lat: number, lng: number): Clinic => ({
  id: 1,
  name,
  slug,
  address: `${name}, Київ`,
  phone: '380440927310',
  email: 'desk@clinic.test',
  coordinates: { lat, lng },
  opening_hours: 'Mo-Sa 09:00-20:00',
  schedule: 'Пн–Сб 09:00–20:00',
  image: '/media/clinics/a.svg',
  description: 'd',
  meta_title: 't',
  meta_description: 'd',
});
const clinics = [
  clinic('pechersk', 'Клініка на Печерську', 50.4, 30.5),
  clinic('obolon', 'Клініка на Оболоні', 50.5, 30.7),
];

// The test DOM runs no scripts: record what is appended, and play the maps script's load.
let appended: HTMLScriptElement[];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation(
    (...nodes) => void appended.push(...(nodes as HTMLScriptElement[])),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  configureExternalScripts({});
  delete (window as { google?: unknown }).google;
});

describe('clinics map', () => {
  it('without a maps key shows each address with a plain link to a map service, and fetches nothing', async () => {
    configureExternalScripts({});
    await renderWithProviders(<ClinicsMap clinics={clinics} />);
    const link = screen.getByRole('link', { name: 'Відкрити «Клініка на Оболоні» на карті' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=50.5,30.7');
    expect(screen.getByText('Клініка на Печерську, Київ')).toBeTruthy();
    // Of use without a map: a titled block with each clinic's hours, phone and a route there.
    expect(screen.getByRole('region', { name: 'Як нас знайти' })).toBeTruthy();
    expect(screen.getAllByText('Пн–Сб 09:00–20:00')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '+38 (044) 092-73-10' })[0]!.getAttribute('href')).toBe(
      'tel:+380440927310',
    );
    expect(screen.getByRole('link', { name: 'Прокласти маршрут: «Клініка на Оболоні»' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=50.5,30.7',
    );
    expect(appended).toEqual([]);
    expect(screen.getByTestId('clinics-map-canvas').hidden).toBe(true);
  });

  it('with a key loads the maps script and draws the clinics on an interactive map in place of the static block', async () => {
    configureExternalScripts({ mapsApiKey: 'test-key' });
    const maps: { options?: unknown; element?: HTMLElement; markers: unknown[] } = { markers: [] };
    (window as { google?: unknown }).google = {
      maps: {
        Map: class {
          constructor(element: HTMLElement, options: unknown) {
            maps.element = element;
            maps.options = options;
          }
        },
        Marker: class {
          constructor(options: { title: string; position: unknown }) {
            maps.markers.push({ title: options.title, position: options.position });
          }
        },
      },
    };
    await renderWithProviders(<ClinicsMap clinics={clinics} />, { locale: 'en' });
    expect(appended).toHaveLength(1);
    const src = new URL(appended[0]!.src);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      key: 'test-key',
      libraries: 'places',
      region: 'UA',
      language: 'uk',
    });
    await act(async () => appended[0]!.onload?.(new Event('load')));
    expect(maps.element).toBe(screen.getByTestId('clinics-map-canvas'));
    expect(maps.options).toEqual({ center: { lat: 50.45, lng: 30.6 }, zoom: 11 });
    expect(maps.markers).toEqual([
      { title: 'Клініка на Печерську', position: { lat: 50.4, lng: 30.5 } },
      { title: 'Клініка на Оболоні', position: { lat: 50.5, lng: 30.7 } },
    ]);
    expect(screen.getByTestId('clinics-map-canvas').hidden).toBe(false);
    expect(screen.queryByRole('link', { name: /in maps/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Our clinics on the map' })).toBeTruthy();
  });
});
