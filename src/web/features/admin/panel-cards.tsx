import { ClipboardList, FilePlus2, FileText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const linkButton = 'inline-flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700';

function ToolCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <span className="text-brand-600">{icon}</span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">{children}</CardContent>
    </Card>
  );
}

/** The panel's tools; each shows only to those who may use it (the server checks again). */
export function PanelCards({ canAdminNewClaim, isAdmin }: { canAdminNewClaim: boolean; isAdmin: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {canAdminNewClaim && (
        <ToolCard icon={<FilePlus2 className="h-6 w-6" aria-hidden />} title="Admin New Claim" description="File a claim on a client's behalf.">
          <Link href="/admin/new-claim" className={linkButton}>
            New Claim
          </Link>
        </ToolCard>
      )}
      <ToolCard
        icon={<FileText className="h-6 w-6" aria-hidden />}
        title="Assignment Form Generator"
        description="Upload claim PDFs and generate an assignment form in Word or PDF."
      >
        <Link href="/admin/assignment-generator" className={linkButton}>
          Open Generator
        </Link>
      </ToolCard>
      <ToolCard icon={<ClipboardList className="h-6 w-6" aria-hidden />} title="Claims Desk" description="Review submitted claims, their documents and status.">
        <Link href="/admin/claims" className={linkButton}>
          Open Claims Desk
        </Link>
      </ToolCard>
      <ToolCard
        icon={<Users className="h-6 w-6" aria-hidden />}
        title="User Management"
        description={
          isAdmin
            ? 'Approve account requests, change roles and access, and read the audit log below.'
            : 'Account approvals and user management are for administrators.'
        }
      >
        {isAdmin && (
          <a href="#pending-approvals" className="text-sm font-medium text-brand-600 underline">
            Go to Pending Account Approvals
          </a>
        )}
      </ToolCard>
    </div>
  );
}
