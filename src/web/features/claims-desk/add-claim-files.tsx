import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useAddClaimFiles } from '../../api/claim';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';

/** "Add files": staff attach what they receive (a supplement, a letter) to the filed claim. */
export function AddClaimFiles({ referenceNumber }: { referenceNumber: string }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddClaimFiles(referenceNumber);
  const send = (files: File[]) => {
    if (files.length === 0) return;
    add.mutate(files, {
      onSuccess: () =>
        toast({
          title: 'Files added',
          description: `${files.length === 1 ? files[0]?.name : `${files.length} files`} added to claim ${referenceNumber}; they are being read now.`,
        }),
      onError: (err) => toast({ title: 'Files not added', description: errorMessage(err, 'The files could not be added.'), variant: 'destructive' }),
    });
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to add to the claim"
        onChange={(e) => {
          send([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={add.isPending} aria-busy={add.isPending} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden /> {add.isPending ? 'Adding...' : 'Add files'}
      </Button>
    </>
  );
}
