import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import { LIST_CATEGORY_LABELS, type ListCategory, normalizeCategory, toListCategory } from '../../../shared/categories';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { fileKindLabel, formatFileSize } from '../../../shared/format';
import type { ClaimFileInfo } from '../../lib/claim-types';
import { AddClaimFiles } from './add-claim-files';

const categoryLabel = (c: string) => {
  const kind = normalizeCategory(c);
  return kind ? LIST_CATEGORY_LABELS[toListCategory(kind) as ListCategory] : c;
};
const isImage = (f: ClaimFileInfo) => /^image\/(jpeg|png|gif|bmp)$/.test(f.contentType);
const isPdf = (f: ClaimFileInfo) => f.contentType === 'application/pdf';

/** The claim's documents: preview (images, PDFs) and download with the stored name; staff add files here. */
export function ClaimDocuments({ files, referenceNumber }: { files: ClaimFileInfo[]; referenceNumber: string }) {
  const [preview, setPreview] = useState<ClaimFileInfo | null>(null);
  return (
    <Card id="documents" className="scroll-mt-4">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Documents ({files.length})</CardTitle>
        <AddClaimFiles referenceNumber={referenceNumber} />
      </CardHeader>
      <CardContent>
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">No documents were submitted.</p>
        ) : (
          <ul className="grid gap-2">
            {files.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium break-all">{f.fileName}</p>
                  <p className="text-slate-500">
                    {categoryLabel(f.category)} · {formatFileSize(f.size)} · {fileKindLabel(f.contentType, f.fileName)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setPreview(f)} aria-label={`Preview ${f.fileName}`}>
                    <Eye className="h-4 w-4" aria-hidden /> Preview
                  </Button>
                  <a
                    href={f.url}
                    download={f.fileName}
                    className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 px-3 font-medium hover:bg-slate-50"
                    aria-label={`Download ${f.fileName}`}
                  >
                    <Download className="h-4 w-4" aria-hidden /> Download
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        {preview && (
          <DialogContent title={preview.fileName} className="max-w-4xl">
            {isImage(preview) && <img src={`${preview.url}?inline=1`} alt={preview.fileName} className="mx-auto max-h-[70vh]" />}
            {isPdf(preview) && <iframe src={`${preview.url}?inline=1`} title={preview.fileName} className="h-[70vh] w-full" />}
            {!isImage(preview) && !isPdf(preview) && (
              <div className="grid justify-items-center gap-3 py-6">
                <p className="font-medium">Preview Not Available</p>
                <a href={preview.url} download={preview.fileName} className="text-brand-600 underline">
                  Download
                </a>
              </div>
            )}
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
