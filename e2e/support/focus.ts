import type { Page } from '@playwright/test';

/**
 * Where the focus is after the last key, as a visitor would describe it, and whether anything covers it:
 * `covered` names what lies over the centre of the focused element, or says it is off the screen.
 */
function focusedElement(page: Page): Promise<{ label: string; covered: string | null } | null> {
  return page.evaluate(async () => {
    // Content that renders late may move the page after the focus scroll: measure once it settled.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return { label, covered: null };
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = box.top + box.height / 2;
    if (y < 0 || y >= innerHeight) return { label, covered: `off the screen at ${Math.round(y)} of ${innerHeight}` };
    const top = document.elementFromPoint(x, y);
    const seen = top !== null && (element.contains(top) || top.contains(element));
    return { label, covered: seen ? null : `under ${top?.closest('[class]')?.className ?? top?.tagName ?? 'nothing'}` };
  });
}

/**
 * Tabs through the page until the focus comes round again (or `most` stops), and lists each stop
 * with what covers it. A stop on `<body>` or the browser's own controls between rounds is skipped.
 */
export async function tabThrough(page: Page, most = 150): Promise<{ stops: string[]; covered: string[] }> {
  const stops: string[] = [];
  const covered: string[] = [];
  let first: string | undefined;
  for (let stop = 0; stop < most; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (!focused) continue;
    const id = await page.evaluate(() => {
      const element = document.activeElement!;
      // The element's place in the document: stable across stops, unlike its text.
      const path: number[] = [];
      for (let node: Element | null = element; node?.parentElement; node = node.parentElement)
        path.unshift([...node.parentElement.children].indexOf(node));
      return path.join('.');
    });
    if (id === first) break;
    first ??= id;
    stops.push(focused.label);
    if (focused.covered) covered.push(`${focused.label} ${focused.covered}`);
  }
  return { stops, covered };
}
