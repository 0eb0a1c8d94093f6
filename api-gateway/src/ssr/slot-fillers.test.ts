import { describe, expect, it } from 'vitest';
import { slotFillers } from './slot-fillers.ts';

describe('slotFillers', () => {
  it('names each checked build in the open slots it fills, in order, with the contract it was made against', () => {
    expect(
      slotFillers({
        mf_search: { manifestUrl: '/remotes/mf-search/mf-manifest.json', version: 's1', slots: {} },
        mf_reviews: {
          manifestUrl: 'https://reviews.example/mf-manifest.json',
          version: 'r1',
          slots: { 'doctor-page.aside': './doctor-page.aside', 'header.search': './header.search' },
          contract: '1.0.3',
        },
        mf_news: {
          manifestUrl: 'https://news.example/mf-manifest.json',
          version: 'n1',
          slots: { 'doctor-page.aside': './aside', 'home.sections': './home.sections' },
        },
        // Not checked yet: no build to name.
        mf_quiz: {
          manifestUrl: 'https://quiz.example/mf-manifest.json',
          slots: { 'home.sections': './home.sections' },
        },
      }),
    ).toEqual({
      'doctor-page.aside': [
        { remote: 'mf_reviews', expose: './doctor-page.aside', contract: '1.0.3' },
        { remote: 'mf_news', expose: './aside' },
      ],
      'home.sections': [{ remote: 'mf_news', expose: './home.sections' }],
    });
  });
});
