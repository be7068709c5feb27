import { ComingSoonPage } from '../coming-soon-page';

export default function ResetPasswordPage() {
  return <ComingSoonPage id="resetPassword" />;
}
