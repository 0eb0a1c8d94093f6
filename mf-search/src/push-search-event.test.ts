import { afterEach, describe, expect, it } from 'vitest';
import { pushSearchEvent } from './push-search-event.ts';

const page = window as { dataLayer?: unknown };

afterEach(() => {
  delete page.dataLayer;
});

describe('pushSearchEvent', () => {
  it('pushes a search event to the tag manager’s data layer', () => {
    page.dataLayer = [];
    pushSearchEvent('коваленко');
    expect(page.dataLayer).toEqual([{ event: 'search', search_term: 'коваленко' }]);
  });

  it('does nothing, and does not throw, when no tag manager is configured', () => {
    expect(() => pushSearchEvent('коваленко')).not.toThrow();
    expect(page.dataLayer).toBeUndefined();
  });

  it('leaves a data layer that is not an array alone', () => {
    page.dataLayer = {
      push: () => {
        throw new Error('not a tag manager');
      },
    };
    expect(() => pushSearchEvent('коваленко')).not.toThrow();
  });
});
