import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/account-rules';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { ApprovalLink } from './approval-link';
import { EmailText } from '../../components/email-text';
import { type ApproveAnswer, approveUser, formatDate, usePendingUsers, refreshAccountLists, rejectUser, type UserRecord } from './admin-api';

/** Pending Account Approvals (spec /admin): loading, empty state, one row per request. */
export function PendingApprovals({ adminUsername }: { adminUsername: string }) {
  const pending = usePendingUsers();
  const [approval, setApproval] = useState<ApproveAnswer | null>(null);

  const approve = useMutation({
    mutationFn: approveUser,
    onSuccess: (answer) => {
      setApproval(answer);
      toast({ title: 'User approved', description: `User ${answer.user.username} has been approved successfully.` });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to approve user'), variant: 'destructive' }),
    onSettled: refreshAccountLists,
  });
  const reject = useMutation({
    mutationFn: rejectUser,
    onSuccess: (user) => toast({ title: 'User rejected', description: `User ${user.username} has been rejected.` }),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to reject user'), variant: 'destructive' }),
    onSettled: refreshAccountLists,
  });
  const busy = approve.isPending || reject.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Account Approvals</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {approval && <ApprovalLink approval={approval} onClose={() => setApproval(null)} />}
        {pending.isLoading ? (
          <p className="text-slate-600">Loading pending users...</p>
        ) : pending.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(pending.error, 'Could not load pending users.')}
          </p>
        ) : !pending.data?.length ? (
          <p className="text-slate-600">No pending approvals at this time.</p>
        ) : (
          <ul className="grid gap-3">
            {pending.data.map((user) => (
              <PendingRow
                key={user.id}
                user={user}
                busy={busy}
                onApprove={(role) => approve.mutate({ userId: user.id, adminUsername, role })}
                onReject={() => reject.mutate({ userId: user.id, adminUsername })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PendingRow({ user, busy, onApprove, onReject }: { user: UserRecord; busy: boolean; onApprove(role: Role): void; onReject(): void }) {
  const [role, setRole] = useState<Role>('claimant');
  const name = user.fullName || user.username;
  const selectId = `role-${user.id}`;
  return (
    <li aria-label={name} className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <div className="grid gap-0.5 text-sm">
        <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {name}
          <Badge tone="yellow">{user.status}</Badge>
        </p>
        <p className="text-slate-600">@{user.username}</p>
        <p>{(user.progressiveEmail ?? user.email) ? <EmailText email={(user.progressiveEmail ?? user.email) as string} /> : '—'}</p>
        <p>Office: {user.officeLocation ?? '—'}</p>
        <p>Phone: {user.phoneNumber ?? '—'}</p>
        <p className="text-slate-600">Requested {formatDate(user.requestedAt)}</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={selectId} className="mb-1 block text-xs font-medium text-slate-600">
            Role for {user.username}
          </label>
          <select
            id={selectId}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="success" disabled={busy} onClick={() => onApprove(role)} aria-label={`Approve ${user.username}`}>
          Approve
        </Button>
        <Button variant="destructive" disabled={busy} onClick={onReject} aria-label={`Reject ${user.username}`}>
          Reject
        </Button>
      </div>
    </li>
  );
}
