import { STATUS_LABELS } from '../lib/claim-types';
import { Badge } from './ui/badge';

/** Spec section 4: submitted blue, processing yellow, approved green, rejected red, else grey. */
const TONE = { submitted: 'blue', processing: 'yellow', approved: 'green', rejected: 'red' } as const;

export function ClaimStatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'submitted';
  const tone = TONE[value as keyof typeof TONE] ?? 'gray';
  return (
    <Badge tone={tone} data-status={value}>
      {STATUS_LABELS[value] ?? value}
    </Badge>
  );
}
