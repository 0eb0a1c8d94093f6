import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { DirectionsSection } from '../directions/directions-section.tsx';
import { WhenVisible } from '../common/when-visible.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import '../common/content.css';

const HomeBelowFold = lazy(() => import('./home-below-fold.tsx'));
const BELOW_FOLD_HEIGHT = 2400;

export default function HomePage() {
  return (
    <div className="content-page home-page">
      <h1 className="visually-hidden">
        <FormattedMessage id="home.title" />
      </h1>
      <BannerCarousel />
      <DirectionsSection />
      <WhenVisible minHeight={BELOW_FOLD_HEIGHT}>
        <Suspense fallback={<div style={{ minHeight: BELOW_FOLD_HEIGHT }} />}>
          <HomeBelowFold />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
