import * as Menu from '@radix-ui/react-dropdown-menu';
import { LogOut, MoreVertical, RotateCcw, Shield } from 'lucide-react';
import { useLocation } from 'wouter';
import { signOut } from '../../lib/sign-out';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import type { Wizard } from './use-wizard';

const item =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** Restart Claim, Admin Portal, Logout (spec section 2 "Wizard frame"). */
export function OptionsMenu({ wizard }: { wizard: Wizard }) {
  const [, navigate] = useLocation();

  const restart = () => {
    wizard.restart();
    toast({ title: 'Claim Restarted', description: 'Starting fresh with a new claim.', duration: TOAST_DURATION.start });
  };

  const logout = async () => {
    wizard.discardDraft();
    await signOut();
    navigate('/login');
    toast({ title: 'Logged out' });
  };

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <button
          type="button"
          aria-label="Options"
          className="inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <MoreVertical className="h-4 w-4" aria-hidden /> Options
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <Menu.Item className={item} onSelect={restart}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Restart Claim
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate('/admin')}>
            <Shield className="h-4 w-4" aria-hidden /> Admin Portal
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={item} onSelect={() => void logout()}>
            <LogOut className="h-4 w-4" aria-hidden /> Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
