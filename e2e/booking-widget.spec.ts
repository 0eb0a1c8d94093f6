import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test.ts';
import { startGateway, type RunningGateway } from './support/gateway.ts';

/** A stand-in for a booking widget on another host: it writes into each slot it is handed. */
const FAKE_WIDGET = `window.BookingWidget = { mount: function (slot, options) { slot.textContent = 'Fake widget (' + options.locale + ')'; } };`;

let widgetServer: http.Server;
let widgetUrl: string;
let gateway: RunningGateway;
let scriptRequests = 0;

test.beforeAll(async () => {
  widgetServer = http.createServer((req, res) => {
    if (req.url !== '/widget.js') return void res.writeHead(404).end();
    scriptRequests += 1;
    res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(FAKE_WIDGET);
  });
  await new Promise<void>((resolve) => widgetServer.listen(0, '127.0.0.1', resolve));
  widgetUrl = `http://127.0.0.1:${(widgetServer.address() as AddressInfo).port}/widget.js`;
  gateway = await startGateway({ BOOKING_WIDGET_URL: widgetUrl });
});
test.afterAll(async () => {
  await gateway.stop();
  await new Promise<void>((resolve) => widgetServer.close(() => resolve()));
});

test('with BOOKING_WIDGET_URL the widget loads where booking starts, once, beside the order form', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));
  await page.goto(`${gateway.url}/en`);
  expect(scriptRequests).toBe(0);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Make an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an appointment' });
  await expect(dialog.getByText('Fake widget (en)')).toBeVisible();
  await expect(dialog.getByLabel('Phone')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await header.getByRole('button', { name: 'Make an appointment' }).click();
  await expect(dialog.getByText('Fake widget (en)')).toBeVisible();
  expect(scriptRequests).toBe(1);
});
