import { afterEach, describe, expect, it } from 'vitest';
import { focusNewPageHeading } from './focus-new-page.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusNewPageHeading', () => {
  it('focuses the h1 that renders after the navigation', async () => {
    document.body.innerHTML = '<a href="/blog" id="link">Blog</a><main id="main"><p>Loading</p></main>';
    document.getElementById('link')!.focus();
    focusNewPageHeading(document.getElementById('main')!);
    await tick();
    expect(document.activeElement?.id).toBe('link');
    document.getElementById('main')!.innerHTML = '<h1>Blog</h1>';
    await tick();
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });
  it('focuses an h1 already there', () => {
    document.body.innerHTML = '<main id="main"><h1>Prices</h1></main>';
    focusNewPageHeading(document.getElementById('main')!);
    expect(document.activeElement?.textContent).toBe('Prices');
  });
  it('leaves the focus alone once cancelled', async () => {
    document.body.innerHTML = '<main id="main"></main>';
    const cancel = focusNewPageHeading(document.getElementById('main')!);
    cancel();
    document.getElementById('main')!.innerHTML = '<h1>Late</h1>';
    await tick();
    expect(document.activeElement).toBe(document.body);
  });
});
