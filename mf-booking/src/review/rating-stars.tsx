import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW } from '@clinic/contracts/constants';

export interface RatingStarsProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** Five radio stars (size 18), a real form field named `rating`. */
export function RatingStars({ name, value, onChange, onBlur }: RatingStarsProps) {
  const intl = useIntl();
  const legendId = useId();
  return (
    <fieldset className="booking-rating" aria-labelledby={legendId}>
      <legend id={legendId}>
        <FormattedMessage id="booking.field.rating" />
      </legend>
      <div className="booking-rating__stars">
        {STARS.map((star) => (
          <label key={star} className={`booking-rating__star${star <= value ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              aria-label={intl.formatMessage({ id: 'booking.rating.star' }, { count: star })}
            />
            <svg
              width={REVIEW.starSize}
              height={REVIEW.starSize}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                fill="currentColor"
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z"
              />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
