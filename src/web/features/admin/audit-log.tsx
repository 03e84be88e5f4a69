import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { AUDIT_KEY, AUDIT_PAGE, type AuditRecord, fetchAudit, formatDateTime } from './admin-api';

const ACTION_LABELS: Record<string, string> = {
  'account.requested': 'Account requested',
  'user.approved': 'Account approved',
  'user.rejected': 'Account rejected',
  'user.role_changed': 'Role changed',
  'user.deactivated': 'Account deactivated',
  'user.reactivated': 'Account reactivated',
  'user.password_set': 'Password set',
  'login.failed': 'Sign-in failed',
  'login.blocked': 'Sign-in blocked (too many attempts)',
  'claim.status_changed': 'Claim status changed',
};

/** One line of what happened, from the entry's small detail record. */
function describe(entry: AuditRecord): string {
  const d = entry.detail ?? {};
  const who = typeof d.username === 'string' ? d.username : entry.targetId ? `${entry.targetType} ${entry.targetId}` : '';
  if (entry.action === 'user.role_changed' || entry.action === 'claim.status_changed') {
    return `${who}: ${String(d.from)} → ${String(d.to)}`;
  }
  if (entry.action === 'user.approved' && d.role) return `${who} as ${String(d.role)}`;
  if (entry.action === 'login.failed' && d.reason) return `${who} (${String(d.reason)})`;
  return who;
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
                    <td data-label="When" className="py-2 pr-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
                    <td data-label="What" className="py-2 pr-3">{ACTION_LABELS[e.action] ?? e.action}</td>
                    <td data-label="Subject" className="py-2 pr-3">{describe(e)}</td>
                    <td data-label="By" className="py-2 pr-3">{e.actorUsername ?? '—'}</td>
                    <td data-label="Address" className="py-2">{e.ip ?? '—'}</td>
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
