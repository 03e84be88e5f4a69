import { useTranslation } from 'react-i18next';
import { ClaimMenu } from './claim-menu';
import { ClaimTypePicker } from './claim-type-picker';
import { ContactsCard } from './contacts-card';
import { StepHeading } from './step-heading';
import { SubTypeStep } from './sub-type-step';
import type { Wizard } from './use-wizard';

/** Step 1: Claim Menu, claim-type picker, contacts; the appraisal sub-type screen follows. */
export function IntroStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { state } = wizard;
  if (state.subTypeMode) return <SubTypeStep wizard={wizard} />;
  return (
    <div className="grid gap-4">
      <StepHeading className="sr-only">{t('intake.startHeading')}</StepHeading>
      <div className="grid gap-4 lg:grid-cols-[1fr_1.3fr_1fr]">
        <div className="order-2 lg:order-1">
          <ClaimMenu />
        </div>
        <div className="order-1 lg:order-2">
          <ClaimTypePicker
            selected={state.claimType}
            onSelect={(claimType) => wizard.update({ claimType })}
            onStart={() => wizard.chooseClaimType(state.claimType)}
          />
        </div>
        <div className="order-3">
          <ContactsCard />
        </div>
      </div>
    </div>
  );
}
