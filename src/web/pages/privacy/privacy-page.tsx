import { ComingSoonPage } from '../coming-soon-page';

export default function PrivacyPage() {
  return <ComingSoonPage id="privacy" />;
}
