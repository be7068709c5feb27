import { ComingSoonPage } from '../coming-soon-page';

export default function HelpPage() {
  return <ComingSoonPage id="help" />;
}
