import { ComingSoonPage } from '../coming-soon-page';

export default function VerifySigninPage() {
  return <ComingSoonPage id="verifySignin" />;
}
