import { describe, expect, it } from 'vitest';
import { standalonePage } from './standalone-page.ts';

describe('a remote’s standalone page', () => {
  it('names the remote in its title and gives it the root to render into', () => {
    const page = standalonePage('mf-search');
    expect(page).toMatch(/^<!doctype html>\n<html lang="uk">/);
    expect(page).toContain('<title>mf-search (standalone)</title>');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(page).toContain('<body>\n    <div id="root"></div>\n  </body>');
  });
});
