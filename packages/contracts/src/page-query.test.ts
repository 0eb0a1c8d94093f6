import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-query.ts';
import { quizAnswers } from './tool-query.ts';

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

  it('keeps what the calculator and the quiz were sent without scripts', () => {
    expect(pageQuery('?gclid=x&service=terapiia%3A1&direction=terapiia&service=terapiia%3A3')).toBe(
      '?direction=terapiia&service=terapiia%3A1&service=terapiia%3A3',
    );
    expect(pageQuery('?quiz=2.5')).toBe('?quiz=2.5');
  });
});

describe('the quiz answers in the address', () => {
  it('reads dot-separated answer ids, and nothing from anything else', () => {
    expect(quizAnswers('2.5.11')).toEqual([2, 5, 11]);
    expect(quizAnswers(null)).toEqual([]);
    expect(quizAnswers('2..5')).toEqual([]);
    expect(quizAnswers('<script>')).toEqual([]);
  });
});
