import { TextPage } from '../common/text-page.tsx';
import { ClinicsSection } from '../clinics/clinics-section.tsx';
import { BenefitsSection } from '../home/benefits-section.tsx';
import { ReviewsCarousel } from '../home/reviews-carousel.tsx';
import { VideoSection } from '../home/video-section.tsx';

export default function AboutUsPage() {
  return (
    <TextPage prefix="about" sections={['mission', 'team', 'approach', 'licence', 'visit']}>
      <BenefitsSection />
      <VideoSection />
      <ClinicsSection />
      <ReviewsCarousel relationType="page" relationSlug="about-us" />
    </TextPage>
  );
}
