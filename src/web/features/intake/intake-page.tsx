import { PagePlaceholder } from '../../components/page-placeholder';

export default function IntakePage() {
  return <PagePlaceholder title="New Claim" />;
}
