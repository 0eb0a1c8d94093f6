import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { Provider } from 'jotai';
import { PageTransition } from './page-transition.tsx';

const frameOf = (heading: string) => screen.getByRole('heading', { name: heading }).closest('.page-transition')!;

describe('page transitions', () => {
  it('paints the page a visit starts on as it is, and fades in the pages reached from it', async () => {
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <Provider>
        <MemoryRouter initialEntries={['/']}>
          <Navigator />
          <Routes>
            <Route element={<PageTransition />}>
              <Route path="/" element={<h1>Home</h1>} />
              <Route path="/blog" element={<h1>Blog</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(frameOf('Home').className).toBe('page-transition page-transition--initial');

    await act(() => navigate('/blog'));
    // The first page fades out as it was, without starting a fade-in.
    expect(frameOf('Home').className).toBe('page-transition page-transition--initial page-transition--out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(frameOf('Blog').className).toBe('page-transition');

    await act(() => navigate('/'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(frameOf('Home').className).toBe('page-transition');
  });
});
