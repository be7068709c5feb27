import { ComingSoonPage } from '../coming-soon-page';

export default function VerifyPhonePage() {
  return <ComingSoonPage id="verifyPhone" />;
}
