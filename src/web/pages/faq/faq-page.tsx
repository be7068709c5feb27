import { ComingSoonPage } from '../coming-soon-page';

export default function FaqPage() {
  return <ComingSoonPage id="faq" />;
}
