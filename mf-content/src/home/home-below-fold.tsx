import { ClinicsSection } from '../clinics/clinics-section.tsx';
import { DiseaseCarousel } from '../diseases/disease-carousel.tsx';
import { BenefitsSection } from './benefits-section.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { ReviewsCarousel } from './reviews-carousel.tsx';
import { VideoSection } from './video-section.tsx';

/** The home sections under the first screen; their own chunk, loaded as the visitor scrolls. */
export default function HomeBelowFold() {
  return (
    <>
      <ClinicsSection />
      <BenefitsSection />
      <QuestionsSection />
      <ReviewsCarousel />
      <DiseaseCarousel />
      <VideoSection />
    </>
  );
}
