// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { PromoDialog } from '@clinic/contracts/content/promo-dialog';
import {
  closePromoAtom,
  closedPromoIds,
  openPromoAtom,
  promoDialogsAtom,
  schedulePromos,
  setPagePromosAtom,
} from './promo-dialogs.ts';

const promo = (id: number, deley: number): PromoDialog => ({
  id,
  deley,
  image: null,
  title: `t${id}`,
  desc: 'd',
  btn_name: 'b',
  btn_path: '/actions',
});

describe('promo pop-up timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens each pop-up after its own delay in seconds', () => {
    const opened: number[] = [];
    schedulePromos([promo(1, 20), promo(2, 5)], (id) => opened.push(id));
    vi.advanceTimersByTime(4_999);
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual([2]);
    vi.advanceTimersByTime(14_999);
    expect(opened).toEqual([2]);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual([2, 1]);
  });

  it('opens nothing once cancelled (the visitor left the page)', () => {
    const opened: number[] = [];
    const cancel = schedulePromos([promo(1, 1)], (id) => opened.push(id));
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(opened).toEqual([]);
  });
});

describe('promo pop-up state', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('closes one pop-up alone and keeps it closed for the visit', () => {
    const store = createStore();
    store.set(setPagePromosAtom, [promo(1, 0), promo(2, 0)]);
    store.set(openPromoAtom, 1);
    store.set(openPromoAtom, 2);
    store.set(closePromoAtom, 1);
    expect(store.get(promoDialogsAtom).map(({ id, isOpen }) => ({ id, isOpen }))).toEqual([{ id: 2, isOpen: true }]);
    expect(closedPromoIds(localStorage)).toEqual(new Set([1]));
    store.set(setPagePromosAtom, [promo(1, 0), promo(2, 0)]);
    expect(store.get(promoDialogsAtom).map(({ id, isOpen }) => ({ id, isOpen }))).toEqual([{ id: 2, isOpen: false }]);
  });

  it('keeps a closed pop-up away for a day, in later visits too, and shows it again after', () => {
    vi.useFakeTimers({ now: new Date('2027-01-10T09:00:00Z'), toFake: ['Date'] });
    const store = createStore();
    store.set(setPagePromosAtom, [promo(1, 0)]);
    store.set(closePromoAtom, 1);
    vi.setSystemTime(new Date('2027-01-11T08:59:00Z'));
    const laterVisit = createStore();
    laterVisit.set(setPagePromosAtom, [promo(1, 0)]);
    expect(laterVisit.get(promoDialogsAtom)).toEqual([]);
    vi.setSystemTime(new Date('2027-01-11T09:00:00Z'));
    laterVisit.set(setPagePromosAtom, [promo(1, 0)]);
    expect(laterVisit.get(promoDialogsAtom).map(({ id }) => id)).toEqual([1]);
  });

  it('reads a record it cannot make sense of as nothing closed', () => {
    for (const stored of ['not json', '[1, 2]', '{"1": "yesterday"}', 'null'])
      expect(closedPromoIds({ getItem: () => stored })).toEqual(new Set());
  });

  it('keeps the due pop-ups in the order they came due, so one due later queues behind the one showing', () => {
    const store = createStore();
    store.set(setPagePromosAtom, [promo(1, 20), promo(2, 5)]);
    store.set(openPromoAtom, 2);
    store.set(openPromoAtom, 1);
    store.set(openPromoAtom, 2);
    expect(
      store
        .get(promoDialogsAtom)
        .filter((dialog) => dialog.isOpen)
        .map(({ id }) => id),
    ).toEqual([2, 1]);
    store.set(closePromoAtom, 2);
    expect(
      store
        .get(promoDialogsAtom)
        .filter((dialog) => dialog.isOpen)
        .map(({ id }) => id),
    ).toEqual([1]);
  });

  it('reads a broken stored list as empty', () => {
    expect(closedPromoIds({ getItem: () => '{not json' })).toEqual(new Set());
  });
});
