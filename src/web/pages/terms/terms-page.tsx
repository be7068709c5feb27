import { ComingSoonPage } from '../coming-soon-page';

export default function TermsPage() {
  return <ComingSoonPage id="terms" />;
}
