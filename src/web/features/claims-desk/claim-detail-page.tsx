import { PagePlaceholder } from '../../components/page-placeholder';

export default function ClaimDetailPage() {
  return <PagePlaceholder title="Claim" />;
}
