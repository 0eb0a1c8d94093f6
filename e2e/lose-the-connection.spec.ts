import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { PHONE_AND_WIDE_SCREEN } from './support/viewports.ts';

// The connection drops mid-visit and comes back.
for (const viewport of PHONE_AND_WIDE_SCREEN) {
  test.describe(`offline notice at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('going offline shows a notice, coming back hides it', async ({ page, context }) => {
      await acceptCookies(page);
      await page.goto('/');
      await expect(page.getByTestId('directions-grid')).toBeVisible();
      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: 'Немає зʼєднання з інтернетом' });
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await context.setOffline(false);
      await expect(page.getByText('Немає зʼєднання з інтернетом')).toBeHidden();
    });
  });
}
