import { FIRM_CONTENT } from '../../../shared/content';
import { IntakeWizard } from './intake-wizard';

/** Route /: the claim intake wizard (the app header comes with the protected route). */
export default function IntakePage() {
  return (
    <main className="min-h-screen">
      <h1 className="sr-only">{FIRM_CONTENT.firmName} Claims Portal: New Claim</h1>
      <IntakeWizard />
    </main>
  );
}
