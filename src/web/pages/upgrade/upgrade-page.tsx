import { ComingSoonPage } from '../coming-soon-page';

export default function UpgradePage() {
  return <ComingSoonPage id="upgrade" />;
}
