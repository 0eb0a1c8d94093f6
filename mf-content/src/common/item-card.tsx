import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import type { Picture } from '@clinic/contracts/content/fields';
import { ContentImage } from './content-image.tsx';
import './card.css';

export interface ItemCardProps {
  /** The card's own class, beside `card`. */
  className: string;
  /** The item whose image the card shows, with the picture's own words and sizes when the content has them. */
  item: { image: string; picture?: Picture };
  /** The item's own page: its title links there, and the link covers the card. */
  to: To;
  title: ReactNode;
  /** A line above the title (a category, a date); no line without it. */
  meta?: ReactNode;
  text: ReactNode;
  /** Laid over the image, such as a promotion's dates. */
  badge?: ReactNode;
  /** What follows the text: a price, further lines, the card's buttons. */
  children?: ReactNode;
}

/** An item named in a category (a disease, a promotion, a complex): its card's title and the line above it. */
export function namedInCategory(item: {
  name: string;
  category: { name: string };
}): Pick<ItemCardProps, 'title' | 'meta'> {
  return { title: item.name, meta: item.category.name };
}

/** An item of the content as a card: its picture, then the title that leads to its page and a short text. */
export function ItemCard({ className, item, to, title, meta, text, badge, children }: ItemCardProps) {
  return (
    <article className={`card ${className}`}>
      {badge}
      <ContentImage className="card__image" src={item.image} picture={item.picture} />
      <div className="card__body">
        {meta !== undefined && <p className="card__meta">{meta}</p>}
        <h3 className="card__title">
          <Link to={to}>{title}</Link>
        </h3>
        <p className="card__text">{text}</p>
        {children}
      </div>
    </article>
  );
}
