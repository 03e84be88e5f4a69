import { ClipboardList, FilePlus2, LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import type { StoredUser } from '../../lib/auth-store';

interface Props {
  user: StoredUser;
  onAssignment(): void;
  onAdmin(): void;
  onAdminNewClaim(): void;
  onBack(): void;
}

/** Staff and admins choose where to go after sign-in (DESIGN.md "After sign-in"). */
export function SelectPortal({ user, onAssignment, onAdmin, onAdminNewClaim, onBack }: Props) {
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">
        Welcome, <span className="font-semibold">{user.username}</span>! Where would you like to go?
      </p>
      <PortalButton
        icon={<ClipboardList className="h-5 w-5" aria-hidden />}
        title="Assignment Portal"
        hint="Standard claim intake and processing"
        onClick={onAssignment}
      />
      <PortalButton
        icon={<ShieldCheck className="h-5 w-5" aria-hidden />}
        title="Admin Portal"
        hint="Administrative tools and user management"
        onClick={onAdmin}
      />
      {user.canAdminNewClaim && (
        <PortalButton
          icon={<FilePlus2 className="h-5 w-5" aria-hidden />}
          title="Admin New Claim"
          hint="File a claim on a client's behalf"
          onClick={onAdminNewClaim}
        />
      )}
      <Button variant="ghost" onClick={onBack} className="mt-2 justify-self-start">
        <LogOut className="h-4 w-4" aria-hidden />
        Back to Login
      </Button>
    </div>
  );
}

function PortalButton({ icon, title, hint, onClick }: { icon: ReactNode; title: string; hint: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={title}
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-left hover:border-brand-500 hover:bg-brand-50"
    >
      <span className="text-brand-600">{icon}</span>
      <span className="grid">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{hint}</span>
      </span>
    </button>
  );
}
