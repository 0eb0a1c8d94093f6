import { Link, useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { Category } from '@clinic/contracts/content/category';

/** Category chips that set `?category=`; choosing one starts the list from its first page. */
export function CategoryFilter({ categories, active }: { categories: readonly Pick<Category, 'slug' | 'name'>[]; active?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const searchFor = (slug?: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (slug) next.set('category', slug);
    else next.delete('category');
    return { search: next.toString() };
  };
  return (
    <nav className="category-filter" aria-label={intl.formatMessage({ id: 'content.categories.label' })}>
      <Link to={searchFor()} className="category-filter__chip" aria-current={!active ? 'true' : undefined}>
        {intl.formatMessage({ id: 'content.categories.all' })}
      </Link>
      {categories.map((category) => (
        <Link key={category.slug} to={searchFor(category.slug)} className="category-filter__chip" aria-current={active === category.slug ? 'true' : undefined}>
          {category.name}
        </Link>
      ))}
    </nav>
  );
}
