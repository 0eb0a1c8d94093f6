import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { expect, interactive, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { REPO_ROOT, startBuiltGateway } from './support/gateway.ts';
import { PHONE_AND_WIDE_SCREEN } from './support/viewports.ts';

// What a visitor meets on arrival: the cookie notice, third-party scripts only if configured and allowed,
// and the promotions that pop up.

test.describe('the cookie notice, before any of the page’s code has run', () => {
  for (const accepted of [false, true]) {
    test(
      accepted
        ? 'is hidden for a visitor who accepted it before'
        : 'is in the page a first visitor gets, painted with it',
      async ({ browser, baseURL }) => {
        const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
        const page = await context.newPage();
        if (accepted) await page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));
        // The shell's code never arrives: what shows is the server's HTML and the head's own script.
        await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
        await page.goto(`${baseURL}/likari/dermatolohiia/olena-kovalenko`);
        const notice = page.getByRole('dialog', { name: 'Файли cookie', includeHidden: true });
        await expect(notice).toHaveCount(1);
        if (accepted) await expect(notice).toBeHidden();
        else await expect(notice).toBeVisible();
        await context.close();
      },
    );
  }
});

test('a first visit’s scripts arrive as the build compressed them, with Brotli at its best level', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/');
  // The gateway serves the shell's build at the root and each remote's under /remotes/<folder>/.
  const builtFile = (pathname: string) => {
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    return remote
      ? path.join(REPO_ROOT, remote[1]!, 'dist', remote[2]!)
      : path.join(REPO_ROOT, 'shell', 'dist', pathname);
  };
  const sent: string[] = [];
  for (const script of scripts) {
    const copy = `${builtFile(new URL(script.url()).pathname)}.br`;
    // A script too small to gain from compression has no copy; every other comes as it was compressed at build.
    if (!existsSync(copy)) continue;
    expect(await script.headerValue('content-encoding'), script.url()).toBe('br');
    expect((await script.request().sizes()).responseBodySize, script.url()).toBe(statSync(copy).size);
    sent.push(new URL(script.url()).pathname);
  }
  expect(sent).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/), '/remotes/mf-content/remoteEntry.js']),
  );
});

for (const viewport of PHONE_AND_WIDE_SCREEN) {
  test.describe(`notices at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('cookie notice', () => {
      test('shows above the header, covering nothing and blocking nothing; accept stores the flag for good', async ({
        page,
      }) => {
        await page.goto('/');
        const notice = page.getByRole('dialog', { name: 'Файли cookie' });
        await expect(notice).toBeVisible();
        const box = (await notice.boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(Math.min(600, viewport.width));
        // In the page's flow: the header starts below it, and scrolling down leaves it behind, off the screen.
        const header = (await page.getByRole('banner').boundingBox())!;
        expect(header.y).toBeGreaterThanOrEqual(box.y + box.height);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(notice).not.toBeInViewport();
        // Non-modal: the rest of the page still works while it is shown.
        await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
        await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeVisible();
        await page.keyboard.press('Escape');
        // With scripts the notice handles the click itself: the browser is left no form post to start and cancel.
        const consoleMessages: string[] = [];
        page.on('console', (message) => consoleMessages.push(message.text()));
        await notice.getByRole('button', { name: 'Прийняти' }).click();
        await expect(notice).toHaveCount(0);
        expect(consoleMessages).toEqual([]);
        // The page it leaves is the page it was on, not an error page.
        await expect(page.getByTestId('directions-grid')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('ldrm-cookies-accepted'))).not.toBeNull();
        await page.reload();
        await expect(page.getByTestId('directions-grid')).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Файли cookie' })).toHaveCount(0);
      });

      test('close hides it for the rest of the visit, not for good; at most 600 px wide', async ({ page, context }) => {
        await page.goto('/en');
        const notice = page.getByRole('dialog', { name: 'Cookies' });
        expect((await notice.boundingBox())!.width).toBeLessThanOrEqual(Math.min(600, viewport.width));
        const consoleMessages: string[] = [];
        page.on('console', (message) => consoleMessages.push(message.text()));
        await notice.getByRole('button', { name: 'Close' }).click();
        await expect(notice).toHaveCount(0);
        expect(consoleMessages).toEqual([]);
        await expect(page.getByTestId('directions-grid')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('ldrm-cookies-accepted'))).toBeNull();
        // Another page of the same visit, in the app and loaded afresh: not asked again.
        await page.getByRole('contentinfo').getByRole('link', { name: 'About the clinic' }).click();
        await expect(page).toHaveURL(/\/en\/about-us$/);
        await expect(page.getByRole('dialog', { name: 'Cookies', includeHidden: true })).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Cookies', includeHidden: true })).toBeHidden();
        // A later visit (a new tab has its own session): asked again.
        const later = await context.newPage();
        await later.goto('/en');
        await expect(later.getByRole('dialog', { name: 'Cookies' })).toBeVisible();
      });
    });

    test.describe('the cookie notice and the pop-ups', () => {
      test('a promo opens at its delay for a visitor who left the notice alone; the notice steps aside and comes back', async ({
        page,
      }) => {
        await page.clock.install();
        await page.goto('/');
        const notice = page.getByRole('dialog', { name: 'Файли cookie' });
        await expect(notice).toBeVisible();
        await page.clock.runFor(5_500);
        const promo = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
        await expect(promo).toBeVisible();
        await expect(notice).toBeHidden();
        await promo.getByRole('button', { name: 'Закрити' }).click();
        await expect(promo).toHaveCount(0);
        await expect(notice).toBeVisible();
      });

      test('no form opens over the notice', async ({ page }) => {
        await page.goto('/');
        const notice = page.getByRole('dialog', { name: 'Файли cookie' });
        await expect(notice).toBeVisible();
        await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
        await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeVisible();
        await expect(notice).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeHidden();
        await expect(notice).toBeVisible();
      });
    });

    test.describe('promo pop-ups', () => {
      test.beforeEach(({ page }) => acceptCookies(page));

      test('the home page’s pop-up opens after its 5 s delay, from the page’s own data; its button goes to the localized page and closes it', async ({
        page,
      }) => {
        const apiCalls: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
        });
        await page.clock.install();
        await page.goto('/en');
        await expect(page.getByRole('banner')).toBeVisible();
        await page.clock.runFor(4_500);
        await expect(page.getByRole('dialog', { name: 'Endolift at 15% off' })).toHaveCount(0);
        await page.clock.runFor(600);
        const promo = page.getByRole('dialog', { name: 'Endolift at 15% off' });
        await expect(promo).toBeVisible();
        await expect(promo).toContainText('Laser lifting without incisions');
        await expect(promo.locator('img')).toHaveAttribute('src', '/media/dialogs/endolift.svg');
        const box = (await promo.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        // The server read the page's pop-ups with the rest of its content: the browser asked the API nothing.
        expect(apiCalls).toEqual([]);
        await promo.getByRole('link', { name: 'Learn more' }).click();
        await expect(page).toHaveURL(/\/en\/endolift_promo$/);
        await expect(page.getByRole('dialog', { name: 'Endolift at 15% off' })).toHaveCount(0);
      });

      test('pop-ups wait while another dialog is open, then show one at a time, each closing on its own', async ({
        page,
      }) => {
        await page.clock.install();
        await page.goto('/');
        await expect(page.getByRole('banner')).toBeVisible();
        await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
        await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeVisible();
        await page.clock.runFor(21_000);
        // Both pop-ups are due (5 s and 20 s), but neither covers the open booking form.
        await expect(page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        const endolift = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
        const firstVisit = page.getByRole('dialog', { name: 'Зимовий чекап зі знижкою 20%' });
        // In the order they came due: the 5 s one first.
        await expect(endolift).toBeVisible();
        await expect(firstVisit).toHaveCount(0);
        await endolift.getByRole('button', { name: 'Закрити' }).click();
        await expect(endolift).toHaveCount(0);
        await page.clock.runFor(4_000);
        await expect(firstVisit).toBeVisible();
        await firstVisit.getByRole('button', { name: 'Закрити' }).click();
        await expect(firstVisit).toHaveCount(0);
        // Closed for the rest of the visit: back on the home page, nothing pops up again.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Про клініку' }).click();
        await expect(page).toHaveURL(/\/about-us$/);
        await page.getByRole('banner').getByRole('link', { name: 'На головну' }).click();
        await expect(page).toHaveURL(/\/$/);
        await page.clock.runFor(25_000);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

      test('a pop-up that comes due while another is open waits until it is closed; a closed one does not come back in the visit', async ({
        page,
      }) => {
        await page.clock.install();
        await page.goto('/');
        await expect(page.getByRole('banner')).toBeVisible();
        const endolift = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
        const firstVisit = page.getByRole('dialog', { name: 'Зимовий чекап зі знижкою 20%' });
        await page.clock.runFor(5_500);
        await expect(endolift).toBeVisible();
        // The 20 s pop-up comes due while the visitor still reads the first: it neither stacks on it nor replaces it.
        await page.clock.runFor(20_000);
        await expect(endolift).toBeVisible();
        await expect(firstVisit).toHaveCount(0);
        await expect(page.getByRole('dialog')).toHaveCount(1);
        await endolift.getByRole('button', { name: 'Закрити' }).click();
        await page.clock.runFor(4_000);
        await expect(firstVisit).toBeVisible();
        await expect(endolift).toHaveCount(0);
        await firstVisit.getByRole('button', { name: 'Закрити' }).click();
        await page.clock.runFor(30_000);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // The same visit, the page loaded again: neither comes back.
        await page.reload();
        await page.clock.runFor(30_000);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

      test('a pop-up closed once stays away in later visits for a day, then shows again', async ({ page, context }) => {
        await page.clock.install();
        await page.goto('/');
        await page.clock.runFor(5_500);
        const endolift = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
        await endolift.getByRole('button', { name: 'Закрити' }).click();
        await page.close();
        const later = await context.newPage();
        await later.clock.install();
        await later.goto('/');
        await expect(later.getByRole('banner')).toBeVisible();
        await later.clock.runFor(6_000);
        await expect(later.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' })).toHaveCount(0);
        await later.close();
        const nextDay = await context.newPage();
        await nextDay.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
        await nextDay.goto('/');
        await expect(nextDay.getByRole('banner')).toBeVisible();
        await nextDay.clock.runFor(6_000);
        await expect(nextDay.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' })).toBeVisible();
      });
    });
  });
}

test.describe('promo pop-ups never interrupt', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('a pop-up waits while the mobile drawer is open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true }).click();
    await page.clock.runFor(15_000);
    await expect(page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' })).toHaveCount(0);
  });

  test('its texts agree with the promotion it links to', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(6_000);
    const promo = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
    await expect(promo).toContainText('до 30.11.2027');
    await promo.getByRole('button', { name: 'Закрити' }).click();
    const next = page.getByRole('dialog', { name: 'Зимовий чекап зі знижкою 20%' });
    await page.clock.runFor(20_000);
    await expect(next).toBeVisible();
    await next.getByRole('link', { name: 'Деталі акції' }).click();
    await expect(page).toHaveURL(/\/actions\/zymovyi-chekap$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зимовий чекап зі знижкою 20%');
    await expect(page.getByRole('main')).toContainText('31.12.2027');
  });
});

test.describe('third-party scripts only when configured and allowed', () => {
  test('nothing external and no dataLayer by default', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => external.push(request.url()));
    await page.goto('/');
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(external.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== '127.0.0.1')).toEqual([]);
  });

  test('TAG_MANAGER_ID loads the tag manager, unless the visitor set do-not-track', async ({ browser }) => {
    const gateway = await startBuiltGateway({ TAG_MANAGER_ID: 'GTM-TEST1' });
    try {
      for (const doNotTrack of [false, true]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const requested: string[] = [];
        await page.route('https://www.googletagmanager.com/**', (route) => {
          requested.push(route.request().url());
          return route.fulfill({ contentType: 'text/javascript', body: '' });
        });
        if (doNotTrack)
          await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
        await page.goto(gateway.url);
        await interactive(page);
        expect(await page.evaluate(() => 'dataLayer' in window)).toBe(!doNotTrack);
        expect(requested).toEqual(doNotTrack ? [] : ['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
        await context.close();
      }
    } finally {
      await gateway.stop();
    }
  });
});
