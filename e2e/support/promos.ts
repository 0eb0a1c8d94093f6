import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DATASET_DIR } from '@clinic/api-gateway/testing';

/** The ids of the dataset's promo pop-ups (the gateway's embedded content). */
const PROMO_IDS = (
  JSON.parse(readFileSync(path.join(DATASET_DIR, 'dialogs.json'), 'utf8')) as Array<{ id: number }>
).map((dialog) => dialog.id);

/**
 * For long journeys that are not about promotions: the visitor closed every pop-up a moment ago (the
 * shell remembers when, for a day, in localStorage), so no modal comes up in the middle of them.
 */
export const closePromosBeforehand = (page: Page) =>
  page.addInitScript(
    (ids) =>
      localStorage.setItem(
        'promo-dialogs-closed',
        JSON.stringify(Object.fromEntries(ids.map((id) => [id, Date.now()]))),
      ),
    PROMO_IDS,
  );
