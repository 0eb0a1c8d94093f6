import { closePromosBeforehand } from './promos.ts';
import { expect, test as base } from './test.ts';

/**
 * The fixture of the journeys about releases: the visitor closed the promotions' pop-ups earlier in the
 * visit, so none comes up over the page a step looks at.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await closePromosBeforehand(page);
    await use(page);
  },
});

export { expect };
