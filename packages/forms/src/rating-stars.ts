import { createElement, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW } from '@clinic/contracts/constants';

export interface RatingStarsProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
}

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';

/**
 * A rating where a script runs: five radio stars (size 18), a real form field under `name`.
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function RatingStars({ name, value, onChange, onBlur }: RatingStarsProps) {
  const intl = useIntl();
  const legendId = useId();
  const star = (count: number) =>
    createElement(
      'label',
      { key: count, className: `form-rating__star${count <= value ? ' is-on' : ''}` },
      createElement('input', {
        type: 'radio',
        name,
        value: count,
        checked: value === count,
        onChange: () => onChange(count),
        onBlur,
        'aria-label': intl.formatMessage({ id: 'booking.rating.star' }, { count }),
      }),
      createElement(
        'svg',
        {
          width: REVIEW.starSize,
          height: REVIEW.starSize,
          viewBox: '0 0 24 24',
          'aria-hidden': 'true',
          focusable: 'false',
        },
        createElement('path', { fill: 'currentColor', d: STAR_PATH }),
      ),
    );
  return createElement(
    'fieldset',
    { className: 'form-rating', 'aria-labelledby': legendId },
    createElement('legend', { id: legendId }, createElement(FormattedMessage, { id: 'booking.field.rating' })),
    createElement('div', { className: 'form-rating__stars' }, STARS.map(star)),
  );
}
