import type { Role } from './account-rules';

/** A user as the admin calls answer it (pending requests have the same shape); never the hash. */
export interface AdminUserView {
  id: number;
  fullName: string | null;
  username: string;
  email: string | null;
  progressiveEmail: string | null;
  company: string | null;
  officeLocation: string | null;
  phoneNumber: string | null;
  requestedAt: string;
  status: string;
  role: Role;
  approvedAt: string | null;
  lastLogin: string | null;
}

/** One audit-log entry as GET /api/admin/audit answers it. */
export interface AuditRecord {
  id: number;
  at: string;
  action: string;
  actorUsername: string | null;
  targetType: string | null;
  targetId: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
}
