import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { plural } from '../../../shared/format';

/** Restart asks first: it throws the draft and its files away. Loaded when asked for. */
export default function RestartDialog({ fileCount, onRestart, onCancel }: { fileCount: number; onRestart: () => void; onCancel: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title="Restart this claim?"
        description={`Everything entered so far${fileCount ? ` and ${plural(fileCount, 'uploaded file')}` : ''} will be discarded. This cannot be undone.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep Editing</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onRestart}>
            Restart Claim
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
