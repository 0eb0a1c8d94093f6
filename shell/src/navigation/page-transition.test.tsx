import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai';
import { PageTransition } from './page-transition.tsx';

afterEach(cleanup);

const frameOf = (heading: string) => screen.getByRole('heading', { name: heading }).closest('.page-transition')!;

describe('page transitions (spec §2)', () => {
  it('paints the page a visit starts on as it is, and fades in the pages reached from it', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <PageTransition />,
          children: [
            { path: '/', element: <h1>Home</h1> },
            { path: '/blog', element: <h1>Blog</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Provider>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(frameOf('Home').className).toBe('page-transition page-transition--initial');

    await act(() => router.navigate('/blog'));
    // The first page fades out as it was, without starting a fade-in.
    expect(frameOf('Home').className).toBe('page-transition page-transition--initial page-transition--out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(frameOf('Blog').className).toBe('page-transition');

    await act(() => router.navigate('/'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(frameOf('Home').className).toBe('page-transition');
  });
});
