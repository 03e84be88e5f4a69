import { FIRM_CONTENT } from '../../../shared/content';
import { IntakeWizard } from './intake-wizard';

/** Route /: the claim intake wizard. */
export default function IntakePage() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-3 py-3 sm:px-6">
          <h1 className="text-lg font-bold text-slate-900">{FIRM_CONTENT.firmName} Claims Portal</h1>
          <span className="text-sm text-slate-600">New Claim</span>
        </div>
      </header>
      <main>
        <IntakeWizard />
      </main>
    </div>
  );
}
