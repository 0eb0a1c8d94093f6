import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emptySearchResult, SearchResultSchema } from './search-result.ts';

describe('SearchResultSchema', () => {
  it('reads a CMS answer of the three panel groups as having found none of the search page’s', () => {
    const doctor = { id: 1, name: 'Олена Коваленко', slug: 'olena-kovalenko', directions: [{ slug: 'dermatolohiia' }] };
    expect(v.parse(SearchResultSchema, { doctors: [doctor], directions: [], diseases: [] })).toEqual({
      ...emptySearchResult(),
      doctors: [doctor],
    });
  });

  it('names the field of a price line that is wrong', () => {
    const answer = {
      doctors: [],
      directions: [],
      diseases: [],
      prices: [{ id: 84, name: 'Консультація педіатра', price: -1, price_from: false, direction: 'pediatriia' }],
    };
    const issues = v.safeParse(SearchResultSchema, answer).issues ?? [];
    expect(issues.map((issue) => v.getDotPath(issue))).toEqual(['prices.0.price']);
  });
});
