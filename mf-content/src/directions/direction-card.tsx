import { Link } from 'react-router-dom';
import type { Direction } from '@clinic/contracts/content/direction';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';

/** A direction card links to `/{slug}`. */
export function DirectionCard({ direction }: { direction: Direction }) {
  const locale = useLocale();
  return (
    <Link className="direction-card" to={buildPath('direction-subdirection', locale, { direction: direction.slug })}>
      <img src={direction.image_card} alt="" width="96" height="96" loading="lazy" decoding="async" />
      <span className="direction-card__name">{direction.name}</span>
    </Link>
  );
}
