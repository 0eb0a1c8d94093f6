import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW } from '@clinic/contracts/constants';
import { reviewDialogAtom } from '@clinic/state/dialogs';
import { Button } from '@clinic/ui/button';
import { Carousel } from '../common/carousel.tsx';
import './reviews-carousel.css';

/** The API of spec §7 lists no reviews, so the featured ones live in the catalogue. */
const REVIEW_IDS = ['1', '2', '3', '4', '5'] as const;

function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span className="review-card__stars" role="img" aria-label={intl.formatMessage({ id: 'home.reviews.rating' }, { rating })}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" width={REVIEW.starSize} height={REVIEW.starSize} aria-hidden="true">
          <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" fill={index < rating ? '#f2a900' : '#dde3e4'} />
        </svg>
      ))}
    </span>
  );
}

/** Patients' reviews; the button opens the review dialog about this page's subject (spec §2). */
export function ReviewsCarousel({ relationType = 'page', relationSlug = 'index' }: { relationType?: string; relationSlug?: string }) {
  const intl = useIntl();
  const openReview = useSetAtom(reviewDialogAtom);
  return (
    <section className="content-section reviews" aria-labelledby="reviews-title">
      <div className="content-section__head">
        <h2 id="reviews-title">
          <FormattedMessage id="home.reviews.title" />
        </h2>
        <Button variant="secondary" onClick={() => openReview({ isOpen: true, relationType, relationSlug })}>
          <FormattedMessage id="home.reviews.leave" />
        </Button>
      </div>
      <Carousel label={intl.formatMessage({ id: 'home.reviews.title' })}>
        {REVIEW_IDS.map((id) => (
          <blockquote key={id} className="review-card">
            <Stars rating={REVIEW.defaultRating} />
            <p className="review-card__text">
              <FormattedMessage id={`home.reviews.${id}.text`} />
            </p>
            <footer className="review-card__author">
              <strong>
                <FormattedMessage id={`home.reviews.${id}.name`} />
              </strong>
              <span>
                <FormattedMessage id={`home.reviews.${id}.about`} />
              </span>
            </footer>
          </blockquote>
        ))}
      </Carousel>
    </section>
  );
}
