import { useInfiniteQuery } from '@tanstack/react-query';
import { ROLE_LABELS } from '../../../shared/account-rules';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { STATUS_LABELS } from '../../lib/claim-types';
import { AUDIT_KEY, AUDIT_PAGE, type AuditRecord, fetchAudit, formatDateTime, useUsers } from './admin-api';

const ACTION_LABELS: Record<string, string> = {
  'account.requested': 'Account requested',
  'user.approved': 'Account approved',
  'user.rejected': 'Account rejected',
  'user.role_changed': 'Role changed',
  'user.deactivated': 'Account deactivated',
  'user.reactivated': 'Account reactivated',
  'user.password_set': 'Password set',
  'user.password_link_issued': 'Set-password link issued',
  'login.failed': 'Sign-in failed',
  'login.blocked': 'Sign-in blocked (too many attempts)',
  'login.locked': 'Sign-in locked (too many failures)',
  'claim.status_changed': 'Claim status changed',
  'user.password_link': 'Password link issued',
};

/** Who a sign-in lock stops (auth/login-limits.queries.ts scopes). */
const LOCK_SCOPES: Record<string, string> = {
  pair: 'from one address',
  account: 'from devices it never signed in on',
  address: 'from one address',
};

/** A stored code ("claimant", "processing") as people say it; unknown codes get their words spaced. */
const readable = (labels: Record<string, string>, v: unknown) =>
  typeof v === 'string' ? (labels[v] ?? v.replace(/[_.]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')) : '—';

/**
 * One line of what happened, with names: the person from the entry or the users list (never
 * "user 2"), the claim by its reference, roles and statuses by their labels.
 */
function describe(entry: AuditRecord, names: Map<string, string>): string {
  const d = entry.detail ?? {};
  const person = () => {
    const known = entry.targetType === 'user' && entry.targetId ? names.get(entry.targetId) : undefined;
    if (known) return known;
    if (typeof d.username === 'string') return d.username;
    return entry.targetType === 'user' ? 'A deleted account' : '';
  };
  if (entry.targetType === 'claim') {
    const claim = `Claim ${entry.targetId ?? ''}`.trim();
    if (entry.action === 'claim.status_changed') return `${claim}: ${readable(STATUS_LABELS, d.from)} → ${readable(STATUS_LABELS, d.to)}`;
    return claim;
  }
  const who = person();
  if (entry.action === 'user.role_changed') return `${who}: ${readable(ROLE_LABELS, d.from)} → ${readable(ROLE_LABELS, d.to)}`;
  if (entry.action === 'user.approved' && d.role) return `${who} as ${readable(ROLE_LABELS, d.role)}`;
  if (entry.action === 'login.failed' && d.reason) return `${who} (${readable({}, d.reason)})`;
  if (entry.action === 'login.locked') return `${who || 'Every account'} ${LOCK_SCOPES[String(d.scope)] ?? ''}, ${String(d.minutes)} min`;
  return who;
}

/** "Full Name (@username)" by user id, from the users list the panel already loads. */
function useUserNames(): Map<string, string> {
  const users = useUsers();
  return new Map((users.data ?? []).map((u) => [String(u.id), u.fullName ? `${u.fullName} (@${u.username})` : u.username]));
}

/** The audit log, newest first, paged back with "Load older entries". */
export function AuditLog() {
  const audit = useInfiniteQuery({
    queryKey: AUDIT_KEY,
    queryFn: ({ pageParam }) => fetchAudit(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === AUDIT_PAGE ? last.at(-1)?.id : undefined),
  });
  const entries = audit.data?.pages.flat() ?? [];
  const names = useUserNames();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>Approvals, rejections, role and status changes, failed sign-ins and claim status changes.</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isLoading ? (
          <p className="text-slate-600">Loading audit log...</p>
        ) : audit.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(audit.error, 'Could not load the audit log.')}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-slate-600">Nothing recorded yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="stack-table w-full text-left text-sm">
              <caption className="sr-only">Audit log</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="py-2 pr-3">When</th>
                  <th className="py-2 pr-3">What</th>
                  <th className="py-2 pr-3">Subject</th>
                  <th className="py-2 pr-3">By</th>
                  <th className="py-2">Address</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-b border-slate-100">
                    <td data-label="When" className="py-2 pr-3 whitespace-nowrap">
                      {formatDateTime(e.at)}
                    </td>
                    <td data-label="What" className="py-2 pr-3">
                      {ACTION_LABELS[e.action] ?? readable({}, e.action)}
                    </td>
                    <td data-label="Subject" className="py-2 pr-3">
                      {describe(e, names) || '—'}
                    </td>
                    <td data-label="By" className="py-2 pr-3">
                      {e.actorUsername ?? '—'}
                    </td>
                    <td data-label="Address" className="py-2">
                      {e.ip ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {audit.hasNextPage && (
          <Button variant="outline" size="sm" className="mt-3" disabled={audit.isFetchingNextPage} onClick={() => audit.fetchNextPage()}>
            Load older entries
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
