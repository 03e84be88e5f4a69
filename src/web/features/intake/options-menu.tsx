import * as Menu from '@radix-ui/react-dropdown-menu';
import { ListChecks, LogOut, MoreVertical, RotateCcw, Shield } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import { useStoredUser } from '../../lib/auth-store';
import { signOut } from '../../lib/sign-out';
import type { Wizard } from './use-wizard';
import { plural } from '../../../shared/format';

const item =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/**
 * Restart Claim, Admin Portal, Logout (spec section 2 "Wizard frame"). Admin Portal is offered to
 * staff and admins only; a claimant gets My Claims instead. Restart asks first: it throws the
 * draft and its files away.
 */
export function OptionsMenu({ wizard }: { wizard: Wizard }) {
  const [, navigate] = useLocation();
  const user = useStoredUser();
  const staff = user?.role === 'staff' || user?.role === 'admin';
  const [confirming, setConfirming] = useState(false);

  const restart = () => {
    setConfirming(false);
    wizard.restart();
    toast({ title: 'Claim Restarted', description: 'Starting fresh with a new claim.', duration: TOAST_DURATION.start });
  };

  const logout = async () => {
    wizard.discardDraft();
    await signOut();
    navigate('/login');
    toast({ title: 'Logged out' });
  };

  const fileCount = wizard.state.files.length;
  return (
    <>
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
            <Menu.Item className={item} onSelect={() => setConfirming(true)}>
              <RotateCcw className="h-4 w-4" aria-hidden /> Restart Claim
            </Menu.Item>
            {staff ? (
              <Menu.Item className={item} onSelect={() => navigate('/admin')}>
                <Shield className="h-4 w-4" aria-hidden /> Admin Portal
              </Menu.Item>
            ) : (
              <Menu.Item className={item} onSelect={() => navigate('/my-claims')}>
                <ListChecks className="h-4 w-4" aria-hidden /> My Claims
              </Menu.Item>
            )}
            <Menu.Separator className="my-1 h-px bg-slate-200" />
            <Menu.Item className={item} onSelect={() => void logout()}>
              <LogOut className="h-4 w-4" aria-hidden /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Restart this claim?"
          description={`Everything entered so far${fileCount ? ` and ${plural(fileCount, 'uploaded file')}` : ''} will be discarded. This cannot be undone.`}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep Editing</Button>
            </DialogClose>
            <Button variant="destructive" onClick={restart}>
              Restart Claim
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
