import { ComingSoonPage } from '../coming-soon-page';

export default function ContactPage() {
  return <ComingSoonPage id="contact" />;
}
