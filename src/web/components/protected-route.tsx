import { type ReactNode, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { useStoredUser } from '../lib/auth-store';
import { Spinner } from './ui/spinner';

/** Spec: a brief Loading spinner, then /login when no stored user exists. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), 150);
    return () => clearTimeout(timer);
  }, []);
  if (!checked) return <Spinner label="Loading..." />;
  if (!user) return <Redirect to="/login" replace />;
  return <>{children}</>;
}
