import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { startBuiltGateway } from './support/gateway.ts';

// A visitor who wants to know what happens to the data the forms ask for: the policy names who runs the
// site, what it keeps and for how long, and every form says what sending it means, with the policy a click away.

let gateway: RunningGatewayProcess;

test.beforeAll(async () => {
  gateway = await startBuiltGateway({
    CLINIC_LEGAL_NAME: 'ТОВ «Вереск Мед»',
    CLINIC_LICENCE_NUMBER: 'АВ 123456',
    CLINIC_LICENCE_DATE: '2021-06-15',
    CLINIC_CONTACT_EMAIL: 'dani@veresk-med.com.ua',
    MAIL_RETENTION_DAYS: '14',
  });
});

test.afterAll(async () => {
  await gateway?.stop();
});

const CONSENT_UK =
  'Надсилаючи форму, ви погоджуєтеся з обробкою персональних даних згідно з політикою конфіденційності';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the policy in Ukrainian names the clinic, what it collects, the configured periods and whom to write to', async ({
    page,
  }) => {
    await page.goto(`${gateway.url}/polityka-konfidentsiinosti`);
    await expect(page).toHaveTitle(/Політика конфіденційності/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Політика конфіденційності' })).toBeVisible();
    await expect(
      main.getByText('ТОВ «Вереск Мед», ліцензія на медичну практику № АВ 123456 від 15 червня 2021 р.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(main.getByText(/дату народження/)).toBeVisible();
    await expect(main.getByText(/текст відгуку та резюме/)).toBeVisible();
    await expect(main.getByText(/Працівники клініки: кожна форма надходить їм електронним листом/)).toBeVisible();
    await expect(
      main.getByText(/через 14 дн\. після доставки.*через 90 дн\..*через 90 дн\..*зберігаються 365 дн\./),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'dani@veresk-med.com.ua' })).toHaveAttribute(
      'href',
      'mailto:dani@veresk-med.com.ua',
    );
  });

  test('the policy in English', async ({ page }) => {
    const moved = await page.request.get(`${gateway.url}/en/polityka-konfidentsiinosti?from=old`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/en/privacy-policy?from=old');
    await page.goto(`${gateway.url}/en/privacy-policy`);
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute(
      'href',
      /\/polityka-konfidentsiinosti$/,
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(
      main.getByText('ТОВ «Вереск Мед», medical practice licence No. АВ 123456 of June 15, 2021.'),
    ).toBeVisible();
    await expect(main.getByText(/deletes a sent message 14 days after it is delivered/)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'How to ask for deletion' })).toBeVisible();
  });

  test('the footer shows the legal name and licence, and links to the policy in each locale', async ({ page }) => {
    await page.goto(`${gateway.url}/about-us`);
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('ТОВ «Вереск Мед». Ліцензія на медичну практику № АВ 123456 від 15 червня 2021 р.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'dani@veresk-med.com.ua' })).toBeVisible();
    await footer.getByRole('link', { name: 'Політика конфіденційності' }).click();
    await expect(page).toHaveURL(`${gateway.url}/polityka-konfidentsiinosti`);
    await page.goto(`${gateway.url}/en/about-us`);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
  });

  test('a form on a page of its own says what sending it means, beside its send button', async ({ page }) => {
    await page.goto(`${gateway.url}/order`);
    const form = page.getByRole('main').locator('form');
    const consent = form.getByText(CONSENT_UK);
    await expect(consent).toBeVisible();
    await expect(consent.getByRole('link', { name: 'політикою конфіденційності' })).toHaveAttribute(
      'href',
      '/polityka-konfidentsiinosti',
    );
    await expect(form.locator('p:has-text("Надсилаючи форму") + * button[type="submit"]')).toBeVisible();
  });
});

test('a booking dialog says what sending it means, beside its send button, in either locale', async ({ page }) => {
  await page.goto(`${gateway.url}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
  const dialog = page.getByRole('dialog', { name: 'Записатися на прийом' });
  await expect(dialog.getByText(CONSENT_UK)).toBeVisible();
  await expect(dialog.locator('p:has-text("Надсилаючи форму") + * button[type="submit"]')).toBeVisible();

  await page.goto(`${gateway.url}/en`);
  await page.getByRole('banner').getByRole('button', { name: 'Make an appointment' }).click();
  const english = page.getByRole('dialog', { name: 'Make an appointment' });
  await expect(
    english.getByText(
      'By sending this form you agree to the processing of your personal data under the privacy policy',
    ),
  ).toBeVisible();
  await expect(english.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
});

test('the language switch moves between the policy’s two addresses, with scripts', async ({ page }) => {
  await page.goto(`${gateway.url}/en/privacy-policy`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.getByRole('banner').locator('a.language-switch').first().click();
  await expect(page).toHaveURL(`${gateway.url}/polityka-konfidentsiinosti`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Політика конфіденційності' }),
  ).toBeVisible();
});
