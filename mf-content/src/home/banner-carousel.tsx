import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { isActionActive } from '@clinic/contracts/content/action-period';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { buttonClass } from '@clinic/ui/button';
import { useContent } from '@clinic/state/use-content';
import { DialogLink } from '@clinic/ui/dialog-link';
import { Carousel } from '../common/carousel.tsx';
import { ContentImage } from '../common/content-image.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { todayIso } from '../actions/action-card.tsx';
import { useFormLinks } from '../common/form-links.ts';
import './banner-carousel.css';

function BannerSlides() {
  const locale = useLocale();
  const intl = useIntl();
  const links = useFormLinks();
  const { list } = useContent('actions', { page: 1 });
  const running = list.filter((action) => isActionActive(action, todayIso()));
  const slides = running.length ? running : list;
  if (slides.length === 0) return null;
  return (
    <Carousel label={intl.formatMessage({ id: 'home.banner.label' })} variant="single" autoplayMs={7000}>
      {slides.map((action, index) => (
        <div key={action.slug} className="banner-slide">
          <div className="banner-slide__text">
            <p className="banner-slide__kicker">{action.category.name}</p>
            <h2 className="banner-slide__title">{action.name}</h2>
            <p className="banner-slide__lead">{action.excerpt}</p>
            <div className="content-actions">
              <DialogLink
                {...links.order(intl.formatMessage({ id: 'content.order.actionNote' }, { name: action.name }))}
              >
                <FormattedMessage id="content.book" />
              </DialogLink>
              <Link
                className={buttonClass('secondary')}
                to={buildPath('actions-action', locale, { action: action.slug })}
              >
                <FormattedMessage id="content.card.more" />
              </Link>
            </div>
          </div>
          {/* The first banner image is the page's largest paint: it loads at once, never lazily. */}
          <ContentImage
            className="banner-slide__image"
            src={action.image}
            picture={action.picture}
            priority={index === 0}
          />
        </div>
      ))}
    </Carousel>
  );
}

/** A slide's frame and the carousel's control row, empty: as tall as the loaded carousel, so nothing below moves. */
function BannerPlaceholder() {
  return (
    <div className="banner-placeholder" aria-busy="true">
      <div className="banner-slide">
        <div className="banner-slide__text" />
        <div className="banner-slide__image" />
      </div>
      <div className="carousel__controls" aria-hidden="true">
        <span className="carousel__arrow" />
      </div>
    </div>
  );
}

/** Home banner: the running promotions, one slide each. */
export function BannerCarousel() {
  return (
    <section className="banner" aria-label={useIntl().formatMessage({ id: 'home.banner.label' })}>
      <DataBoundary loading={<BannerPlaceholder />} empty={null}>
        <BannerSlides />
      </DataBoundary>
    </section>
  );
}
