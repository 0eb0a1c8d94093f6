import { ClinicsSection } from '../clinics/clinics-section.tsx';
import { DiseaseCarousel } from '../diseases/disease-carousel.tsx';
import { BenefitsSection } from './benefits-section.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { ReviewsCarousel } from './reviews-carousel.tsx';
import { VideoSection } from './video-section.tsx';
import './home-below-fold.css';

/**
 * The home sections under the first screen, laid out with the rest of the page: skipped content
 * (`content-visibility: auto`) is missing from the accessibility tree until scrolled to, so a screen
 * reader's heading list on a phone held only the first screen.
 */
export default function HomeBelowFold() {
  return (
    <div className="home-below-fold">
      <ClinicsSection />
      <BenefitsSection />
      <QuestionsSection />
      <ReviewsCarousel />
      <DiseaseCarousel />
      <VideoSection />
    </div>
  );
}
