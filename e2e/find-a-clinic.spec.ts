import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatPhone, phoneHref } from '@clinic/i18n/format';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { startBuiltGateway } from './support/gateway.ts';

interface Clinic {
  name: string;
  address: string;
  schedule: string;
  phone: string;
  coordinates: { lat: number; lng: number };
}

/** A stand-in for the maps service: defines `google.maps` and records what the page asks of it. */
const FAKE_MAPS = `
window.__maps = { maps: [], markers: [] };
window.google = { maps: {
  Map: function (element, options) { window.__maps.maps.push({ inPage: document.body.contains(element), options: options }); },
  Marker: function (options) { window.__maps.markers.push({ title: options.title, position: options.position }); },
} };`;

let mapsServer: http.Server;
let mapsOrigin: string;
const scriptQueries: URLSearchParams[] = [];

test.beforeAll(async () => {
  mapsServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/maps/api/js') return void res.writeHead(404).end();
    scriptQueries.push(url.searchParams);
    res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(FAKE_MAPS);
  });
  await new Promise<void>((resolve) => mapsServer.listen(0, '127.0.0.1', resolve));
  mapsOrigin = `http://127.0.0.1:${(mapsServer.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => mapsServer.close(() => resolve())));

async function clinicsOf(gateway: RunningGatewayProcess): Promise<Clinic[]> {
  return (await (await fetch(`${gateway.url}/api/uk/api/clinics/get-clinics/`)).json()) as Clinic[];
}

test('with a maps key the contacts page draws every clinic on an interactive map (places, UA, uk)', async ({
  page,
}) => {
  const gateway = await startBuiltGateway({ MAPS_API_KEY: 'e2e-key', MAPS_SCRIPT_URL: `${mapsOrigin}/maps/api/js` });
  try {
    const clinics = await clinicsOf(gateway);
    await page.goto(`${gateway.url}/contacts`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __maps?: { maps: unknown[] } }).__maps?.maps.length ?? 0))
      .toBe(1);
    const drawn = await page.evaluate(
      () =>
        (
          window as unknown as {
            __maps: {
              maps: { inPage: boolean; options: { center: { lat: number; lng: number }; zoom: number } }[];
              markers: unknown[];
            };
          }
        ).__maps,
    );
    expect(drawn.maps[0]!.inPage).toBe(true);
    const center = {
      lat: clinics.reduce((sum, clinic) => sum + clinic.coordinates.lat, 0) / clinics.length,
      lng: clinics.reduce((sum, clinic) => sum + clinic.coordinates.lng, 0) / clinics.length,
    };
    expect(drawn.maps[0]!.options.center.lat).toBeCloseTo(center.lat, 6);
    expect(drawn.maps[0]!.options.center.lng).toBeCloseTo(center.lng, 6);
    expect(drawn.markers).toEqual(clinics.map((clinic) => ({ title: clinic.name, position: clinic.coordinates })));
    expect(Object.fromEntries(scriptQueries.at(-1)!)).toMatchObject({
      key: 'e2e-key',
      libraries: 'places',
      region: 'UA',
      language: 'uk',
    });
    await expect(page.getByRole('region', { name: 'Клініки на карті' }).getByRole('link')).toHaveCount(0);
  } finally {
    await gateway.stop();
  }
});

test('without a key the contacts page shows a static block of each clinic’s address, hours, phone and routes, in the server’s HTML too, and asks no other host for anything', async ({
  page,
  request,
}) => {
  const gateway = await startBuiltGateway();
  try {
    const clinics = await clinicsOf(gateway);
    const html = await (await request.get(`${gateway.url}/contacts`)).text();
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    const foreign: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith(gateway.url) && !sent.url().startsWith('data:')) foreign.push(sent.url());
    });
    await page.goto(`${gateway.url}/contacts`);
    const block = page.getByRole('region', { name: 'Як нас знайти' });
    for (const clinic of clinics) {
      const item = block
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: clinic.name, exact: true }) });
      await expect(item).toContainText(clinic.address);
      await expect(item).toContainText(clinic.schedule);
      await expect(item.getByRole('link', { name: formatPhone(clinic.phone) })).toHaveAttribute(
        'href',
        phoneHref(clinic.phone),
      );
      const { lat, lng } = clinic.coordinates;
      await expect(item.getByRole('link', { name: `Прокласти маршрут: «${clinic.name}»` })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
      );
      await expect(item.getByRole('link', { name: `Відкрити «${clinic.name}» на карті` })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
      );
    }
    // No empty box: the block ends where its last clinic does, plus its padding.
    const [blockBox, lastBox] = [await block.boundingBox(), await block.getByRole('listitem').last().boundingBox()];
    expect(blockBox!.y + blockBox!.height - (lastBox!.y + lastBox!.height)).toBeLessThanOrEqual(32);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  } finally {
    await gateway.stop();
  }
});
