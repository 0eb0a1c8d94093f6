import { afterEach, describe, expect, it } from 'vitest';
import { whenIntentShown } from './intent.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function searchFormWithInput() {
  document.body.innerHTML = '<form role="search"><input type="search"></form><button type="button">Book</button>';
  return { input: document.querySelector('input')!, button: document.querySelector('button')! };
}

/** Whether `promise` has resolved once pending callbacks have run. */
async function hasResolved(promise: Promise<unknown>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await new Promise((next) => setTimeout(next));
  return resolved;
}

describe('whenIntentShown', () => {
  for (const [type, event] of [
    ['pointerover', () => new PointerEvent('pointerover', { bubbles: true })],
    ['touchstart', () => new TouchEvent('touchstart', { bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
  ] as const) {
    it(`resolves on ${type} within a matching element`, async () => {
      const { input } = searchFormWithInput();
      const intent = whenIntentShown('form[role="search"]');
      expect(await hasResolved(intent)).toBe(false);
      input.dispatchEvent(event());
      expect(await hasResolved(intent)).toBe(true);
    });
  }

  it('ignores the same events elsewhere on the page', async () => {
    const { button } = searchFormWithInput();
    const intent = whenIntentShown('form[role="search"]');
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.focus();
    expect(await hasResolved(intent)).toBe(false);
  });

  it('hears an event that a listener on the way stops, as React does for a part it has not hydrated', async () => {
    const { input } = searchFormWithInput();
    input.parentElement!.addEventListener('focusin', (event) => event.stopPropagation(), { capture: true });
    const intent = whenIntentShown('form[role="search"]');
    input.focus();
    expect(await hasResolved(intent)).toBe(true);
  });

  it('resolves at once when the focus is in a matching element already', async () => {
    const { input } = searchFormWithInput();
    input.focus();
    expect(await hasResolved(whenIntentShown('form[role="search"]'))).toBe(true);
  });

  it('resolves at once when the pointer rests on a matching element already', async () => {
    searchFormWithInput();
    const form = document.querySelector('form')!;
    // jsdom keeps no pointer; the browser says so through :hover.
    Object.defineProperty(form, 'matches', {
      value: (selectors: string) => selectors === ':hover' || Element.prototype.matches.call(form, selectors),
    });
    expect(await hasResolved(whenIntentShown('form[role="search"]'))).toBe(true);
  });
});
