import type { Page } from '@playwright/test';

/** For journeys that are not about the cookie notice: the visitor accepted it on an earlier visit. */
export const acceptCookies = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));
