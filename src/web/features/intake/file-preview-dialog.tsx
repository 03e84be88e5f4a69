import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import type { UploadedFileEntry } from './wizard-types';

const isPdf = (f: File) => f.type === 'application/pdf' || f.name.toLowerCase().endsWith('.pdf');
// Browsers cannot draw HEIC or TIFF: those get the download path.
const isViewableImage = (f: File) => /^image\/(jpeg|png|gif|bmp|webp)$/.test(f.type);

/** Preview: the image, a PDF frame, or 'Preview Not Available' with a Download button. */
export function FilePreviewDialog({ entry, onClose }: { entry: UploadedFileEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const file = entry?.file;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={file?.name ?? t('preview.title')} className="max-w-3xl">
        {entry && file && isViewableImage(file) && <img src={entry.previewUrl} alt={file.name} className="max-h-[70vh] w-full object-contain" />}
        {entry && file && isPdf(file) && <iframe src={entry.previewUrl} title={file.name} className="h-[70vh] w-full rounded border" />}
        {entry && file && !isViewableImage(file) && !isPdf(file) && (
          <div className="grid justify-items-center gap-3 py-8 text-center">
            <p className="text-lg font-semibold">{t('preview.unavailable')}</p>
            <p className="text-sm text-slate-600">{t('preview.cannotShow')}</p>
            <Button onClick={() => downloadFile(entry)}>
              <Download className="h-4 w-4" aria-hidden /> {t('preview.download')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function downloadFile(entry: UploadedFileEntry) {
  const a = document.createElement('a');
  a.href = entry.previewUrl;
  a.download = entry.file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
