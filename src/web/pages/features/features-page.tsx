import { ComingSoonPage } from '../coming-soon-page';

export default function FeaturesPage() {
  return <ComingSoonPage id="features" />;
}
