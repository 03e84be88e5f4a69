import { PagePlaceholder } from '../../components/page-placeholder';

export default function StatusPage() {
  return <PagePlaceholder title="Claim Status" />;
}
