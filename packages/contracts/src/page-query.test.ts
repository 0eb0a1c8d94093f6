import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-query.ts';

describe('the query a page reads', () => {
  it('keeps the list page and category, in one order, and drops anything else', () => {
    expect(pageQuery('?utm_source=mail&category=laser&page=2')).toBe('?page=2&category=laser');
    expect(pageQuery('?page=2&category=laser')).toBe('?page=2&category=laser');
    expect(pageQuery('?fbclid=abc')).toBe('');
    expect(pageQuery('')).toBe('');
  });

  it('keeps the search page’s query', () => {
    expect(pageQuery('?utm_source=mail&query=akne')).toBe('?query=akne');
  });
});
