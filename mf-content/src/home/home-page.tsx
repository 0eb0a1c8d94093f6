import { DirectionsSection } from '../directions/directions-section.tsx';

export default function HomePage() {
  return <DirectionsSection />;
}
