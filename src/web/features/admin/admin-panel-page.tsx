import { PagePlaceholder } from '../../components/page-placeholder';

export default function AdminPanelPage() {
  return <PagePlaceholder title="Admin Panel" />;
}
