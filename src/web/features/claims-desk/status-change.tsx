import { useState } from 'react';
import { allowedNextStatuses, INTERNAL_HISTORY, isInternalHistory } from '../../../shared/claim-status';
import { Badge } from '../../components/ui/badge';
import { type ClaimStatusBody, useChangeClaimStatus } from '../../api/claim';
import { ClaimStatusBadge } from '../../components/claim-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { type ClaimDetail, formatDateTime, STATUS_LABELS } from '../../lib/claim-types';

/** Move the claim along its workflow with a note, and read who moved it when. */
export function StatusChange({ claim }: { claim: ClaimDetail }) {
  const options = allowedNextStatuses(claim.status);
  const [next, setNext] = useState<string>(options[0]);
  const [note, setNote] = useState('');
  const target = options.includes(next as (typeof options)[number]) ? next : options[0];

  const change = useChangeClaimStatus(claim.referenceNumber);
  const submit = () =>
    change.mutate(
      { status: target as ClaimStatusBody['status'], note: note.trim() || null },
      {
        onSuccess: (updated) => {
          setNote('');
          toast({ title: 'Status Updated', description: `Claim ${claim.referenceNumber} is now ${STATUS_LABELS[updated.status] ?? updated.status}.` });
        },
        onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'The status could not be changed.'), variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Status <ClaimStatusBadge status={claim.status} />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div>
            <Label htmlFor="next-status">New status</Label>
            <select
              id="next-status"
              className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={target}
              onChange={(e) => setNext(e.target.value)}
            >
              {options.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="status-note">Status note</Label>
            <Textarea id="status-note" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Updating...' : 'Update Status'}
          </Button>
        </form>
        <div>
          <h3 className="mb-2 text-sm font-semibold">History</h3>
          <ol className="grid gap-2 text-sm" aria-label="Status history">
            {[...claim.statusHistory].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`} className="rounded-md bg-slate-50 px-3 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  {isInternalHistory(e.status) ? (
                    <Badge tone="gray">{e.status === INTERNAL_HISTORY.note ? 'Internal note' : 'Files added'}</Badge>
                  ) : (
                    <ClaimStatusBadge status={e.status} />
                  )}
                  <span className="text-slate-600">
                    {formatDateTime(e.at)}
                    {e.by ? ` by ${e.by}` : ''}
                  </span>
                </div>
                {e.note && <p className="mt-1">{e.note}</p>}
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
