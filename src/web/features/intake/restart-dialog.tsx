import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { useTranslation } from 'react-i18next';

/** Restart asks first: it throws the draft and its files away. Loaded when asked for. */
export default function RestartDialog({ fileCount, onRestart, onCancel }: { fileCount: number; onRestart: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title={t('intake.restart.title')} description={t('intake.restart.text', { count: fileCount })}>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('intake.restart.keep')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onRestart}>
            {t('intake.options.restart')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
