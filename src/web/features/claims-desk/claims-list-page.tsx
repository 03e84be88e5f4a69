import { PagePlaceholder } from '../../components/page-placeholder';

export default function ClaimsListPage() {
  return <PagePlaceholder title="Claims" />;
}
