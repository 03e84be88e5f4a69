import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../shared/account-rules';
import type { AdminUserView, ApproveAnswer, AuditRecord, PasswordLinkAnswer } from '../../../shared/contracts/accounts';
import { apiRequest, readAnswer } from '../../lib/api-request';
import { queryClient } from '../../lib/query-client';

/** A user as the admin calls answer it (pending requests have the same shape). */
export type UserRecord = AdminUserView;
export type { AuditRecord };

export const PENDING_KEY = ['/api/admin/pending-users'] as const;
export const USERS_KEY = ['/api/admin/users'] as const;
export const AUDIT_KEY = ['/api/admin/audit'] as const;

export type { ApproveAnswer };

const accounts = import.meta.env.DEV ? () => import('../../../shared/contracts/accounts') : undefined;
const approveSchema = accounts && (async () => (await accounts()).ApproveAnswerSchema);
const userViewSchema = accounts && (async () => (await accounts()).UserViewAnswerSchema);
const passwordLinkSchema = accounts && (async () => (await accounts()).PasswordLinkAnswerSchema);
const auditSchema =
  accounts &&
  (async () => {
    const [{ z }, { AuditRecordSchema }] = await Promise.all([import('zod'), accounts()]);
    return z.array(AuditRecordSchema);
  });

const usersSchema =
  accounts &&
  (async () => {
    const [{ z }, { AdminUserViewSchema }] = await Promise.all([import('zod'), accounts()]);
    return z.array(AdminUserViewSchema);
  });

const readUsers = async (url: string, signal?: AbortSignal): Promise<UserRecord[]> =>
  readAnswer(await apiRequest('GET', url, undefined, { signal }), usersSchema);

/** GET /api/admin/pending-users: the sign-up requests waiting for a decision. */
export function usePendingUsers() {
  return useQuery({ queryKey: PENDING_KEY, queryFn: ({ signal }) => readUsers(PENDING_KEY[0], signal) });
}

/** GET /api/admin/users: every account. */
export function useUsers() {
  return useQuery({ queryKey: USERS_KEY, queryFn: ({ signal }) => readUsers(USERS_KEY[0], signal) });
}

export async function approveUser(body: { userId: number; adminUsername: string; role: Role }): Promise<ApproveAnswer> {
  return readAnswer(await apiRequest('POST', '/api/admin/approve-user', body), approveSchema);
}

export async function rejectUser(body: { userId: number; adminUsername: string }): Promise<UserRecord> {
  return (await readAnswer(await apiRequest('POST', '/api/admin/reject-user', body), userViewSchema)).user;
}

export async function updateUser(id: number, body: { role?: Role; status?: 'approved' | 'deactivated' }): Promise<UserRecord> {
  return (await readAnswer(await apiRequest('PATCH', `/api/admin/users/${id}`, body), userViewSchema)).user;
}

/** A new set-password link for an active user; every earlier link of theirs stops working. */
export async function issuePasswordLink(id: number): Promise<PasswordLinkAnswer> {
  return readAnswer(await apiRequest('POST', `/api/admin/users/${id}/password-link`), passwordLinkSchema);
}

export const AUDIT_PAGE = 50;

export async function fetchAudit(before?: number): Promise<AuditRecord[]> {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE) });
  if (before) params.set('before', String(before));
  return readAnswer(await apiRequest('GET', `/api/admin/audit?${params}`), auditSchema);
}

/** After any account change every list on the panel may be out of date. */
export function refreshAccountLists(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
    queryClient.invalidateQueries({ queryKey: USERS_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}

export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '—');
export const formatDateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
