import { useTranslation } from 'react-i18next';
import { useContent } from '../../api/content';
import { IntakeWizard } from './intake-wizard';

/** Route /: the claim intake wizard (the app header comes with the protected route). */
export default function IntakePage() {
  const { t } = useTranslation();
  const content = useContent();
  return (
    <main className="min-h-screen">
      <h1 className="sr-only">{t('intake.pageTitle', { firm: content.firmName })}</h1>
      <IntakeWizard />
    </main>
  );
}
