import { Link, type To } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { Category } from '@clinic/contracts/content/category';

export interface CategoryFilterProps {
  categories: readonly Pick<Category, 'slug' | 'name'>[];
  /** The slug of the chosen category; none means "all". */
  active?: string;
  /** Where a chip leads: a category's slug, or none for "all". */
  hrefFor: (slug?: string) => To;
}

/** Category chips, "all" first, the chosen one marked current. */
export function CategoryFilter({ categories, active, hrefFor }: CategoryFilterProps) {
  const intl = useIntl();
  return (
    <nav className="category-filter" aria-label={intl.formatMessage({ id: 'content.categories.label' })}>
      <Link to={hrefFor()} className="category-filter__chip" aria-current={!active ? 'true' : undefined}>
        {intl.formatMessage({ id: 'content.categories.all' })}
      </Link>
      {categories.map((category) => (
        <Link
          key={category.slug}
          to={hrefFor(category.slug)}
          className="category-filter__chip"
          aria-current={active === category.slug ? 'true' : undefined}
        >
          {category.name}
        </Link>
      ))}
    </nav>
  );
}
