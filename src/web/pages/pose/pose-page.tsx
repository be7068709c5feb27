import { ComingSoonPage } from '../coming-soon-page';

export default function PosePage() {
  return <ComingSoonPage id="pose" />;
}
