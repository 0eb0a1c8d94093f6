import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contracts/locale';
import { PAGE_HEADINGS, pageTexts, type OwnPageId } from './page-texts.ts';

describe('head texts of the pages without an item', () => {
  it.each(LOCALES)(
    'are texts of the %s catalogue: a title that is the visible heading, and a 70–160 character description',
    (locale) => {
      for (const id of Object.keys(PAGE_HEADINGS) as OwnPageId[]) {
        const { title, description } = pageTexts(id, locale);
        expect(title, id).toEqual(expect.any(String));
        expect(title.length, id).toBeGreaterThan(0);
        expect(description.length, `${id}: ${description}`).toBeGreaterThanOrEqual(70);
        expect(description.length, `${id}: ${description}`).toBeLessThanOrEqual(160);
      }
      expect(pageTexts('clinics', locale).title).toBe(locale === 'uk' ? 'Наші клініки' : 'Our clinics');
    },
  );
});
