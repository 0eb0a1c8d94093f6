import type { Page } from 'playwright-core';

/**
 * How far the page scrolls sideways, naming the last three elements past the screen's edge to say what to fix
 * (a carousel's slides lie beside each other by design and are not named); null if it does not scroll sideways.
 */
export function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= innerWidth) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1 && !element.closest('.keen-slider'))
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return `${width} px wide: ${culprits.join(', ')}`;
  });
}
