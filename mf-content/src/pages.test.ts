import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '@clinic/contracts/routes';
import BlogPage from './blog/blog-page.tsx';
import { pages, preload } from './pages.ts';

describe('the exposed pages module', () => {
  it('has a page for every route', () => {
    expect(Object.keys(pages).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it('preloads the code of the page a route shows', async () => {
    expect(await preload('blog')).toMatchObject({ default: BlogPage });
  });

  it('keeps a loaded page’s code settled, so the page then renders (and hydrates) without suspending', async () => {
    await preload('blog');
    expect(preload('blog')).toMatchObject({ status: 'fulfilled', value: { default: BlogPage } });
  });

  it('loads nothing for a route it has no page for (a shell deployed with a newer route table)', async () => {
    expect(await preload('no-such-route' as RouteId)).toBeUndefined();
  });
});
