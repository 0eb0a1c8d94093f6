import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW } from '@clinic/contracts/constants';
import type { Review } from '@clinic/contracts/content/review';
import { useContent } from '@clinic/state/use-content';
import { useLocale } from '@clinic/i18n/use-locale';
import { DialogLink } from '@clinic/ui/dialog-link';
import { Carousel } from '../common/carousel.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { SectionHead } from '../common/section-head.tsx';
import { useFormLinks } from '../common/form-links.ts';
import './reviews-carousel.css';

type RelationType = 'page' | 'doctor' | 'direction' | 'clinic';

function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span
      className="review-card__stars"
      role="img"
      aria-label={intl.formatMessage({ id: 'home.reviews.rating' }, { rating })}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" width={REVIEW.starSize} height={REVIEW.starSize} aria-hidden="true">
          <path
            d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
            fill={index < rating ? '#f2a900' : '#dde3e4'}
          />
        </svg>
      ))}
    </span>
  );
}

/** A review in the language its author wrote it in, marked as such for screen readers and translators. */
function ReviewCard({ review }: { review: Review }) {
  const locale = useLocale();
  const foreign = review.lang !== undefined && review.lang !== locale;
  return (
    <blockquote className="review-card">
      <Stars rating={review.rating} />
      <p className="review-card__text" lang={review.lang}>
        {review.comment}
      </p>
      <footer className="review-card__author">
        <strong lang={review.lang}>{review.name}</strong>
        {foreign && (
          <span className="review-card__language">
            <FormattedMessage id="home.reviews.language" />
          </span>
        )}
      </footer>
    </blockquote>
  );
}

function PublishedReviews({ relationType, relationSlug }: { relationType: RelationType; relationSlug: string }) {
  const intl = useIntl();
  const reviews = useContent('reviews', { relation_type: relationType, relation_slug: relationSlug });
  if (reviews.length === 0) {
    return (
      <p className="reviews__none">
        <FormattedMessage id="home.reviews.none" />
      </p>
    );
  }
  return (
    <Carousel label={intl.formatMessage({ id: 'home.reviews.title' })}>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </Carousel>
  );
}

/** The published reviews of this page's subject; the button opens the review dialog about it. */
export function ReviewsCarousel({
  relationType = 'page',
  relationSlug = 'index',
}: {
  relationType?: RelationType;
  relationSlug?: string;
}) {
  const links = useFormLinks();
  return (
    <section className="content-section reviews" aria-labelledby="reviews-title">
      <SectionHead headingId="reviews-title" titleId="home.reviews.title">
        <DialogLink variant="secondary" {...links.review(relationType, relationSlug)}>
          <FormattedMessage id="home.reviews.leave" />
        </DialogLink>
      </SectionHead>
      {/* A failed read is the same as none yet: the section stays, with its button. */}
      <DataBoundary empty={null}>
        <PublishedReviews relationType={relationType} relationSlug={relationSlug} />
      </DataBoundary>
    </section>
  );
}
