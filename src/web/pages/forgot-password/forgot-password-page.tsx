import { ComingSoonPage } from '../coming-soon-page';

export default function ForgotPasswordPage() {
  return <ComingSoonPage id="forgotPassword" />;
}
