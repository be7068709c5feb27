import { ComingSoonPage } from '../coming-soon-page';

export default function SigninPage() {
  return <ComingSoonPage id="signin" />;
}
