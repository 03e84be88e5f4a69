import { useTranslation } from 'react-i18next';
import { statusLabel } from '../lib/claim-types';
import { Badge } from './ui/badge';

/** Spec section 4: submitted blue, processing yellow, approved green, rejected red, else grey. */
const TONE = { submitted: 'blue', processing: 'yellow', approved: 'green', rejected: 'red' } as const;

export function ClaimStatusBadge({ status }: { status: string | null | undefined }) {
  useTranslation();
  const value = status || 'submitted';
  const tone = TONE[value as keyof typeof TONE] ?? 'gray';
  return (
    <Badge tone={tone} data-status={value}>
      {statusLabel(value)}
    </Badge>
  );
}
