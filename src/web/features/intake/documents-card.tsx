import { FileText, ImageIcon, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, translateText } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LIST_CATEGORY_LABELS, normalizeCategory, toListCategory } from '../../../shared/categories';
import { DropZone } from './drop-zone';
import { fileKindLabel, formatFileSize } from '../../../shared/format';
import { isImageFile } from './file-rules';
import { FilePreviewDialog } from './file-preview-dialog';
import type { Wizard } from './use-wizard';
import type { UploadedFileEntry } from './wizard-types';

const SHOW_ALL_ABOVE = 6;

export const listLabel = (category: string) => {
  const kind = normalizeCategory(category);
  return translateText(kind ? LIST_CATEGORY_LABELS[toListCategory(kind)] : 'Other Supporting Documents');
};

/** The Documents card on the form: count, Add/Hide, the list and the preview dialog. */
export function DocumentsCard({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { files } = wizard.state;
  const [adding, setAdding] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [preview, setPreview] = useState<UploadedFileEntry | null>(null);
  const shown = showAll ? files : files.slice(0, SHOW_ALL_ABOVE);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('documents.title', { count: files.length })}</CardTitle>
        <Button variant="outline" size="sm" className="shrink-0 whitespace-nowrap" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
          <Plus className="h-4 w-4" aria-hidden /> {adding ? t('documents.hide') : t('documents.add')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {adding && (
          <DropZone
            label={t('documents.add')}
            buttonLabel={t('upload.browse')}
            camera
            onFiles={(picked) => {
              for (const f of picked) wizard.addFiles([f], isImageFile(f) ? 'photos' : 'other-documents');
            }}
          />
        )}
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">{t('documents.none')}</p>
        ) : (
          <ul className="grid gap-1">
            {shown.map((f) => (
              <li key={f.id}>
                <button type="button" onClick={() => setPreview(f)} className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-slate-50">
                  {isImageFile(f.file) ? (
                    <ImageIcon className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
                  ) : (
                    <FileText className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900">{f.file.name}</span>
                    <span className="block text-xs text-slate-600">
                      {listLabel(f.category)} · {formatFileSize(f.file.size, intlLocale())} · {translateText(fileKindLabel(f.file.type, f.file.name))}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {files.length > SHOW_ALL_ABOVE && !showAll && (
          <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
            {t('documents.showAll', { count: files.length })}
          </Button>
        )}
      </CardContent>
      <FilePreviewDialog entry={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}
