import { PagePlaceholder } from '../../components/page-placeholder';

export default function UploadTestPage() {
  return <PagePlaceholder title="File Upload & Preview System" />;
}
