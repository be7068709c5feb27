import { ComingSoonPage } from '../coming-soon-page';

export default function SignupPage() {
  return <ComingSoonPage id="signup" />;
}
