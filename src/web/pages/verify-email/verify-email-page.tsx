import { ComingSoonPage } from '../coming-soon-page';

export default function VerifyEmailPage() {
  return <ComingSoonPage id="verifyEmail" />;
}
