import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { useStoredUser } from '../../lib/auth-store';
import { AuditLog } from './audit-log';
import { PanelCards } from './panel-cards';
import { PendingApprovals } from './pending-approvals';
import { UsersTable } from './users-table';

function AccessDenied({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <main className="flex min-h-[80vh] items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-3 pt-6 text-center">
          <ShieldAlert className="mx-auto h-10 w-10 text-red-600" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
          <p className="text-slate-600">{message}</p>
          <Link href={signedIn ? '/' : '/login'} className="text-sm font-medium text-brand-600 underline">
            {signedIn ? 'Back to the claim form' : 'Go to sign in'}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

/** /admin: tools for staff and admins; account management for admins (DESIGN.md). */
export default function AdminPanelPage() {
  const user = useStoredUser();
  if (!user) return <AccessDenied signedIn={false} message="Please log in to access admin features." />;
  const isAdmin = user.role === 'admin';
  if (!isAdmin && user.role !== 'staff') {
    return <AccessDenied signedIn message={`The admin panel is for staff and administrators. You are signed in as ${user.username}.`} />;
  }
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Admin Panel</h1>
          <Badge className="max-w-full truncate" tone="blue">
            <span className="sr-only">Signed in as </span>
            {user.username}
          </Badge>
        </div>
      </header>
      <PanelCards canAdminNewClaim={Boolean(user.canAdminNewClaim)} isAdmin={isAdmin} />
      {isAdmin && (
        <>
          <div id="pending-approvals" className="scroll-mt-4">
            <PendingApprovals adminUsername={user.username} />
          </div>
          <UsersTable currentUsername={user.username} />
          <AuditLog />
        </>
      )}
    </main>
  );
}
