import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RemoteBoundary } from './remote-boundary.tsx';

function Exploding(): never {
  throw new Error('remote component broke');
}

describe('RemoteBoundary', () => {
  it('shows the fallback when the remote component throws, leaving its siblings alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <p>rest of the page</p>
        <RemoteBoundary fallback={<p>phone fallback</p>}>
          <Exploding />
        </RemoteBoundary>
      </main>,
    );
    expect(screen.getByText('rest of the page')).toBeTruthy();
    expect(screen.getByText('phone fallback')).toBeTruthy();
  });

  it('renders the remote when it works', () => {
    render(
      <RemoteBoundary fallback={<p>fallback</p>}>
        <p>search box</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('search box')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });
});
