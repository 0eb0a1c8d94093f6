import type { ReactNode } from 'react';
import './cards-grid.css';

/** Cards 3 per row from 1240 px, 2 from 600 px, 1 below. */
export function CardsGrid<T>({
  items,
  itemKey,
  render,
  label,
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  label?: string;
}) {
  return (
    <ul className="cards-grid" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className="cards-grid__item">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
