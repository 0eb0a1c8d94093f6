import { FormattedMessage } from 'react-intl';
import { Slot } from '@clinic/ui/slot';
import { DirectionsSection } from '../directions/directions-section.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import HomeBelowFold from './home-below-fold.tsx';
import '../common/content.css';

export default function HomePage() {
  return (
    <div className="content-page home-page">
      <h1 className="visually-hidden">
        <FormattedMessage id="home.title" />
      </h1>
      <BannerCarousel />
      <DirectionsSection />
      {/* In the page's own chunk: the server renders it, and a second chunk would leave it dead to clicks until it loads. */}
      <HomeBelowFold />
      {/* Other teams' sections, after the site's own (nothing while none is live in the slot). */}
      <Slot name="home.sections" />
    </div>
  );
}
