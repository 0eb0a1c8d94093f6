import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fulfilled } from '@clinic/state/settled';

/** Stands in for mf-search's box: a search form whose button says whether React has hydrated it. */
function SearchBox({ variant }: { variant: string }) {
  return (
    <form role="search" className={variant}>
      <input aria-label="Search" />
      <button type="button" onClick={(event) => (event.currentTarget.textContent = 'hydrated')}>
        server HTML
      </button>
    </form>
  );
}
const searchBoxModule = { default: SearchBox };

const code = vi.hoisted(() => ({ loadSearchBox: vi.fn(), loadSearchBoxOnIntent: vi.fn() }));
vi.mock('./search-box-code.ts', () => code);

const { SearchSlot } = await import('./search-slot.tsx');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.resetAllMocks();
});

describe('SearchSlot', () => {
  it('renders a box mounted in the browser (the drawer) with its code loaded at once', () => {
    code.loadSearchBox.mockReturnValue(fulfilled(searchBoxModule));
    render(<SearchSlot variant="drawer" />);
    expect(screen.getByRole('search').className).toBe('drawer');
    expect(code.loadSearchBox).toHaveBeenCalled();
    expect(code.loadSearchBoxOnIntent).not.toHaveBeenCalled();
  });

  it('leaves the server’s HTML of the box in place until the code comes on intent, then hydrates it there', async () => {
    code.loadSearchBoxOnIntent.mockReturnValue(fulfilled(searchBoxModule));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchSlot variant="header" />);
    document.body.append(container);
    const serverInput = container.querySelector('input');

    let arrive!: (module: typeof searchBoxModule) => void;
    code.loadSearchBoxOnIntent.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    // Once hydrated, the box renders as one mounted in the browser, from the module loaded by then.
    code.loadSearchBox.mockReturnValue(fulfilled(searchBoxModule));
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <SearchSlot variant="header" />, { onRecoverableError: recoverable });
    });
    const button = screen.getByRole('button');
    button.click();
    expect(button.textContent).toBe('server HTML');
    expect(container.querySelector('.search-slot__placeholder')).toBeNull();
    expect(code.loadSearchBox).not.toHaveBeenCalled();
    code.loadSearchBox.mockClear();

    await act(async () => arrive(searchBoxModule));
    button.click();
    expect(button.textContent).toBe('hydrated');
    expect(container.querySelector('input')).toBe(serverInput);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
