import { useState } from 'react';
import { INTERNAL_HISTORY } from '../../../shared/claim-status';
import { useAddClaimNote } from '../../api/claim';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { type ClaimDetail, formatDateTime } from '../../lib/claim-types';

/** Staff's internal notes on the claim, on their own (no status change); the claimant never sees them. */
export function ClaimNotes({ claim }: { claim: ClaimDetail }) {
  const [text, setText] = useState('');
  const add = useAddClaimNote(claim.referenceNumber);
  const notes = claim.statusHistory.filter((e) => e.status === INTERNAL_HISTORY.note).reverse();
  const submit = () => {
    if (!text.trim()) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast({ title: 'Note added', description: 'Only staff see it.' });
      },
      onError: (err) => toast({ title: 'Note not added', description: errorMessage(err, 'The note could not be added.'), variant: 'destructive' }),
    });
  };
  return (
    <Card id="notes" className="scroll-mt-4">
      <CardHeader>
        <CardTitle>Notes ({notes.length})</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Label htmlFor="internal-note">Internal note (staff only)</Label>
          <Textarea id="internal-note" rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={add.isPending || !text.trim()} aria-describedby={text.trim() ? undefined : 'note-why'}>
              {add.isPending ? 'Adding...' : 'Add note'}
            </Button>
            {!text.trim() && (
              <span id="note-why" className="text-sm text-slate-600">
                Write the note first.
              </span>
            )}
          </div>
        </form>
        {notes.length === 0 ? (
          <p className="text-sm text-slate-600">No internal notes yet.</p>
        ) : (
          <ol className="grid gap-2 text-sm" aria-label="Internal notes">
            {notes.map((n, i) => (
              <li key={`${n.at}-${i}`} className="rounded-md bg-slate-50 px-3 py-2">
                <p className="text-slate-600">
                  {formatDateTime(n.at)}
                  {n.by ? ` by ${n.by}` : ''}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{n.note}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
