import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks, markPageInteractive } from './early-clicks.ts';

afterEach(() => {
  markPageInteractive();
  delete document.documentElement.dataset.interactive;
  document.body.innerHTML = '';
});

function buttonCountingClicks(label: string) {
  const button = document.createElement('button');
  button.textContent = label;
  const clicks: string[] = [];
  button.addEventListener('click', () => clicks.push(label));
  document.body.append(button);
  return { button, clicks };
}

describe('clicks before hydration', () => {
  it('holds a click on a button and replays it once the page has hydrated', () => {
    const book = buttonCountingClicks('Book');
    holdEarlyClicks();
    book.button.click();
    book.button.click();
    expect(book.clicks).toEqual([]);
    expect(document.documentElement.dataset.interactive).toBeUndefined();
    markPageInteractive();
    expect(book.clicks).toEqual(['Book']);
    expect(document.documentElement.dataset.interactive).toBe('true');
    book.button.click();
    expect(book.clicks).toEqual(['Book', 'Book']);
  });

  it('holds a click on an element inside a button, and does not replay on a control that has gone', () => {
    const search = buttonCountingClicks('Search');
    const icon = document.createElement('span');
    search.button.append(icon);
    const gone = buttonCountingClicks('Gone');
    holdEarlyClicks();
    icon.click();
    gone.button.click();
    gone.button.remove();
    markPageInteractive();
    expect(search.clicks).toEqual(['Search']);
    expect(gone.clicks).toEqual([]);
  });

  it('leaves links alone: they navigate without JavaScript', () => {
    const link = document.createElement('a');
    link.href = '#doctors';
    document.body.append(link);
    holdEarlyClicks();
    let prevented: boolean | undefined;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(prevented).toBe(false);
  });
});
