import { ListChecks, LogOut, MoreVertical, RotateCcw, Shield } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { i18n } from '../../lib/i18n';
import { MenuButton } from '../../components/ui/menu-button';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import { useStoredUser } from '../../lib/auth-store';
import { signOut } from '../../lib/sign-out';
import type { Wizard } from './use-wizard';

const RestartDialog = lazy(() => import('./restart-dialog'));

/**
 * Restart Claim, Admin Portal, Logout (spec section 2 "Wizard frame"). Admin Portal is offered to
 * staff and admins only; a claimant gets My Claims instead. Restart asks first: it throws the
 * draft and its files away.
 */
export function OptionsMenu({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useStoredUser();
  const staff = user?.role === 'staff' || user?.role === 'admin';
  const [confirming, setConfirming] = useState(false);

  const restart = () => {
    setConfirming(false);
    wizard.restart();
    toast({ title: i18n.t('intake.options.restarted'), description: i18n.t('intake.options.restartedText'), duration: TOAST_DURATION.start });
  };

  const logout = async () => {
    wizard.discardDraft();
    await signOut();
    navigate('/login');
    toast({ title: i18n.t('header.loggedOut') });
  };

  const icon = 'h-4 w-4';
  return (
    <>
      <MenuButton
        aria-label={t('intake.options.label')}
        className="inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        entries={[
          { label: t('intake.options.restart'), icon: <RotateCcw className={icon} aria-hidden />, onSelect: () => setConfirming(true) },
          staff
            ? { label: 'Admin Portal', icon: <Shield className={icon} aria-hidden />, onSelect: () => navigate('/admin') }
            : { label: t('header.myClaims'), icon: <ListChecks className={icon} aria-hidden />, onSelect: () => navigate('/my-claims') },
          { label: t('header.logout'), icon: <LogOut className={icon} aria-hidden />, onSelect: () => void logout(), separatorBefore: true },
        ]}
      >
        <MoreVertical className={icon} aria-hidden /> {t('intake.options.label')}
      </MenuButton>
      {confirming && (
        <Suspense fallback={null}>
          <RestartDialog fileCount={wizard.state.files.length} onRestart={restart} onCancel={() => setConfirming(false)} />
        </Suspense>
      )}
    </>
  );
}
