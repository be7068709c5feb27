import { ComingSoonPage } from '../coming-soon-page';

export default function DownloadPage() {
  return <ComingSoonPage id="download" />;
}
