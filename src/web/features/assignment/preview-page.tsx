import { PagePlaceholder } from '../../components/page-placeholder';

export default function PreviewPage() {
  return <PagePlaceholder title="Assignment Form Preview & Edit" />;
}
