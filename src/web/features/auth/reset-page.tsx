import { PagePlaceholder } from '../../components/page-placeholder';

export default function ResetPage() {
  return <PagePlaceholder title="Reset Password" />;
}
