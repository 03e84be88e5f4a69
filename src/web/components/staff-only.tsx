import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useStoredUser } from '../lib/auth-store';
import { Card, CardContent } from './ui/card';

/**
 * Staff screens (claims desk, assignment generator and preview) are not offered to claimants: they
 * see why and a way back instead. The server refuses their calls all the same (403).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  if (user?.role === 'staff' || user?.role === 'admin') return <>{children}</>;
  return (
    <main className="flex min-h-[70vh] items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-3 pt-6 text-center">
          <ShieldAlert className="mx-auto h-10 w-10 text-red-600" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
          <p className="text-slate-600">This page is for staff and administrators.</p>
          <Link href="/my-claims" className="text-sm font-medium text-brand-600 underline">
            Go to My Claims
          </Link>
          <Link href="/" className="text-sm font-medium text-brand-600 underline">
            Back to the claim form
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
