import { ArrowLeft, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { AppHeader, LogoutButton } from '../components/app-header';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { IntakeWizard } from '../features/intake/intake-wizard';
import { useStoredUser } from '../lib/auth-store';

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <AppHeader />
      <main className="flex min-h-[80vh] items-center justify-center p-4">
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            <ShieldAlert className="h-10 w-10 text-red-600" aria-hidden />
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-center text-sm text-slate-700">{children}</CardContent>
        </Card>
      </main>
    </>
  );
}

/** /admin/new-claim: the intake wizard for allow-listed staff, filing for a client. */
export default function AdminNewClaimPage() {
  const user = useStoredUser();
  if (!user) {
    return (
      <Notice title="Authentication Required">
        <p>Please sign in to file a claim for a client.</p>
        <Link href="/login" className="font-medium text-brand-700 underline">
          Go to Login
        </Link>
      </Notice>
    );
  }
  if (user.canAdminNewClaim !== true) {
    return (
      <Notice title="Access Denied">
        <p>Admin New Claim access is restricted to authorized administrators only.</p>
        <p>
          Signed in as <strong>{user.username}</strong>
        </p>
        <Link href="/admin" className="font-medium text-brand-700 underline">
          Back to Admin Panel
        </Link>
      </Notice>
    );
  }
  return (
    <div className="min-h-screen">
      {/* The page's one header: the admin banner stands in for the app header, with its Logout. */}
      <header className="bg-green-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-3 py-3 sm:px-6">
          <h1 className="flex items-center gap-2 text-lg font-bold">
            <ShieldCheck className="h-5 w-5" aria-hidden /> Admin New Claim
          </h1>
          <div className="flex items-center gap-2">
            <Link href="/admin" className="inline-flex h-9 items-center gap-1 rounded-md bg-green-900 px-3 text-sm font-medium text-white hover:bg-green-950">
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Admin Panel
            </Link>
            <LogoutButton className="border-green-700" />
          </div>
        </div>
      </header>
      <div className="border-b border-green-200 bg-green-50 px-3 py-2 text-center text-sm font-semibold text-green-900" role="status">
        Admin Mode Active — filing as {user.fullName || user.username} for a client
      </div>
      <main>
        <IntakeWizard adminMode />
      </main>
    </div>
  );
}
