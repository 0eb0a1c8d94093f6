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

/**
 * The words of at most `maxLetters` letters that the page breaks across two lines (a box too narrow for
 * them), each with the element it is in, to say what to fix. Words run of letters and digits: a break at a
 * hyphen or a space is a line break the text offers, not a broken word. Hidden and visually hidden text
 * (a 1 px box) is skipped, as are the carousels' slides, which lie beside each other by design.
 */
export function brokenWords(page: Page, maxLetters: number): Promise<string[]> {
  return page.evaluate((longest) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, .keen-slider, [hidden], [inert]')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}\p{M}ʼ’']+/gu)) {
        const word = match[0];
        if ([...word].length > longest || [...word].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(`"${word}" in ${parent.tagName.toLowerCase()}.${parent.className}`);
      }
    }
    return broken;
  }, maxLetters);
}
