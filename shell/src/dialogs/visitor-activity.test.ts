import { afterEach, describe, expect, it } from 'vitest';
import { PROMO_QUIET_MS } from '@clinic/contracts/constants';
import { isVisitorBusy, trackInteractions } from './visitor-activity.ts';

const LONG_AGO = Number.NEGATIVE_INFINITY;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isVisitorBusy', () => {
  it('is idle on a quiet page with nothing open', () => {
    document.body.innerHTML = '<button>Menu</button><input type="text">';
    expect(isVisitorBusy(document, LONG_AGO, 10_000)).toBe(false);
  });
  it('waits for a few quiet seconds after the last interaction', () => {
    expect(isVisitorBusy(document, 10_000, 10_000 + PROMO_QUIET_MS - 1)).toBe(true);
    expect(isVisitorBusy(document, 10_000, 10_000 + PROMO_QUIET_MS)).toBe(false);
  });
  it('is busy while the visitor is in a text field, not on a button', () => {
    document.body.innerHTML =
      '<input id="name" type="text"><textarea id="comment"></textarea><button id="send">Send</button>';
    document.getElementById('name')!.focus();
    expect(isVisitorBusy(document, LONG_AGO, 10_000)).toBe(true);
    document.getElementById('comment')!.focus();
    expect(isVisitorBusy(document, LONG_AGO, 10_000)).toBe(true);
    document.getElementById('send')!.focus();
    expect(isVisitorBusy(document, LONG_AGO, 10_000)).toBe(false);
  });
  it('is busy while a menu, drawer or search panel is expanded, or a modal dialog is open', () => {
    document.body.innerHTML = '<button aria-expanded="true">Menu</button>';
    expect(isVisitorBusy(document, LONG_AGO, 10_000)).toBe(true);
    document.body.innerHTML = '<button aria-expanded="false">Menu</button><dialog open>Booking</dialog>';
    expect(isVisitorBusy(document, LONG_AGO, 10_000)).toBe(true);
  });
  it('is not busy for a notice that leaves the page usable, such as the cookie notice', () => {
    document.body.innerHTML = '<dialog open data-nonmodal>Cookies</dialog>';
    expect(isVisitorBusy(document, LONG_AGO, 10_000)).toBe(false);
  });
});

describe('trackInteractions', () => {
  it('notes keys and clicks, and stops noting when stopped', () => {
    let clock = 1_000;
    const tracker = trackInteractions(window, () => clock);
    expect(tracker.lastAt).toBe(Number.NEGATIVE_INFINITY);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(tracker.lastAt).toBe(1_000);
    clock = 2_000;
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(tracker.lastAt).toBe(2_000);
    tracker.stop();
    clock = 3_000;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    expect(tracker.lastAt).toBe(2_000);
  });
});
