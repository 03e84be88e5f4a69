import { PagePlaceholder } from '../../components/page-placeholder';

export default function SuccessPage() {
  return <PagePlaceholder title="Thank You for Your Assignment Claim!" />;
}
