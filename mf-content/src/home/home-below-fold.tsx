import { ClinicsSection } from '../clinics/clinics-section.tsx';
import { DiseaseCarousel } from '../diseases/disease-carousel.tsx';
import { BenefitsSection } from './benefits-section.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { ReviewsCarousel } from './reviews-carousel.tsx';
import { VideoSection } from './video-section.tsx';
import './home-below-fold.css';

/**
 * The home sections under the first screen. The browser lays them out only as they come near the
 * viewport (`content-visibility: auto`): the first layout of a phone's page is a third shorter.
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
