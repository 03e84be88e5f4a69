import { useMutation } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/account-rules';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useState } from 'react';
import { EmailText } from '../../components/email-text';
import { formatDateTime, issuePasswordLink, refreshAccountLists, type UserRecord, useUsers, updateUser } from './admin-api';
import { ApprovalLink } from './approval-link';

const STATUS_TONE = { approved: 'green', pending: 'yellow', rejected: 'gray', deactivated: 'red' } as const;

/** Every account with its role and status; admins change roles and (de)activate accounts. */
export function UsersTable({ currentUsername }: { currentUsername: string }) {
  const users = useUsers();
  const update = useMutation({
    mutationFn: (v: { user: UserRecord; role?: Role; status?: 'approved' | 'deactivated' }) => updateUser(v.user.id, { role: v.role, status: v.status }),
    onSuccess: (user, v) => {
      if (v.role) toast({ title: 'Role changed', description: `${user.username} is now ${ROLE_LABELS[user.role]}.` });
      else if (user.status === 'deactivated') {
        toast({ title: 'User deactivated', description: `${user.username} can no longer sign in; their sessions have ended.` });
      } else toast({ title: 'User reactivated', description: `${user.username} can sign in again.` });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to update user'), variant: 'destructive' }),
    onSettled: refreshAccountLists,
  });
  const [issued, setIssued] = useState<{ user: UserRecord; link: string } | null>(null);
  const linkFor = useMutation({
    mutationFn: (user: UserRecord) => issuePasswordLink(user.id),
    onSuccess: (answer) => {
      setIssued(answer);
      toast({ title: 'New link ready', description: `Earlier set-password links of ${answer.user.username} no longer work.` });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not issue a link'), variant: 'destructive' }),
    onSettled: refreshAccountLists,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>
          Change a role or deactivate an account (deactivating signs the person out everywhere). A user who lost the set-password link or forgot the password
          gets a new link here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {issued && (
          <ApprovalLink
            approval={{ user: issued.user, setPasswordLink: issued.link, emailed: false }}
            title={`New set-password link for ${issued.user.fullName || issued.user.username} (@${issued.user.username})`}
            note="Send this link to the user. It works once, for 72 hours; earlier links no longer work."
            onClose={() => setIssued(null)}
          />
        )}
        {users.isLoading ? (
          <p className="text-slate-600">Loading users...</p>
        ) : users.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(users.error, 'Could not load users.')}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="stack-table w-full text-left text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="py-2 pr-3">User</th>
                  <th className="py-2 pr-3">E-mail</th>
                  <th className="py-2 pr-3">Role</th>
                  <th className="py-2 pr-3">Status</th>
                  <th className="py-2 pr-3">Last sign-in</th>
                  <th className="py-2">Access</th>
                </tr>
              </thead>
              <tbody>
                {users.data?.map((user) => {
                  const self = user.username === currentUsername;
                  const manageable = !self && (user.status === 'approved' || user.status === 'deactivated');
                  return (
                    <tr key={user.id} className="border-b border-slate-100 align-middle">
                      <td data-label="User" className="py-2 pr-3">
                        <span className="font-medium">{user.fullName || user.username}</span>
                        <span className="block text-slate-600">
                          @{user.username}
                          {self ? ' (you)' : ''}
                        </span>
                      </td>
                      <td data-label="E-mail" className="py-2 pr-3">
                        {user.email ? <EmailText email={user.email} /> : '—'}
                      </td>
                      <td data-label="Role" className="py-2 pr-3">
                        <label className="sr-only" htmlFor={`user-role-${user.id}`}>
                          Role of {user.username}
                        </label>
                        <select
                          id={`user-role-${user.id}`}
                          value={user.role}
                          disabled={!manageable || update.isPending}
                          onChange={(e) => update.mutate({ user, role: e.target.value as Role })}
                          className="h-9 rounded-md border border-slate-300 bg-white px-2 disabled:bg-slate-100"
                        >
                          {ROLES.map((r) => (
                            <option key={r} value={r}>
                              {ROLE_LABELS[r]}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td data-label="Status" className="py-2 pr-3">
                        <Badge tone={STATUS_TONE[user.status as keyof typeof STATUS_TONE] ?? 'gray'}>{user.status}</Badge>
                      </td>
                      <td data-label="Last sign-in" className="py-2 pr-3">
                        {formatDateTime(user.lastLogin)}
                      </td>
                      <td data-label="Access" className="py-2">
                        <div className="flex flex-wrap gap-2">
                          {user.status === 'pending' && <span className="text-sm text-slate-500">Approve or reject it under Pending Account Approvals</span>}
                          {user.status === 'approved' && (
                            <Button
                              size="sm"
                              variant="outline"
                              className="whitespace-nowrap"
                              disabled={linkFor.isPending}
                              onClick={() => linkFor.mutate(user)}
                              aria-label={`New password link for ${user.username}`}
                            >
                              New password link
                            </Button>
                          )}
                          {manageable &&
                            (user.status === 'approved' ? (
                              <Button
                                size="sm"
                                variant="outline"
                                disabled={update.isPending}
                                onClick={() => update.mutate({ user, status: 'deactivated' })}
                                aria-label={`Deactivate ${user.username}`}
                              >
                                Deactivate
                              </Button>
                            ) : (
                              <Button
                                size="sm"
                                variant="outline"
                                disabled={update.isPending}
                                onClick={() => update.mutate({ user, status: 'approved' })}
                                aria-label={`Reactivate ${user.username}`}
                              >
                                Reactivate
                              </Button>
                            ))}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
