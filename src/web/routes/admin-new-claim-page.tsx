import { PagePlaceholder } from '../components/page-placeholder';

/** Admin New Claim: the restricted wrapper around the intake wizard (intake wizard issue). */
export default function AdminNewClaimPage() {
  return <PagePlaceholder title="Admin New Claim" />;
}
