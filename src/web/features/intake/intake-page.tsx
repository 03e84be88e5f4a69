import { useContent } from '../../lib/use-content';
import { IntakeWizard } from './intake-wizard';

/** Route /: the claim intake wizard (the app header comes with the protected route). */
export default function IntakePage() {
  const content = useContent();
  return (
    <main className="min-h-screen">
      <h1 className="sr-only">{content.firmName} Claims Portal: New Claim</h1>
      <IntakeWizard />
    </main>
  );
}
