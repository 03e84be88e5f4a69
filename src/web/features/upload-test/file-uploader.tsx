import { AlertCircle, CheckCircle2, FileText, Image as ImageIcon, Upload, X } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../components/ui/use-toast';
import { categorizeFile, uploadWithProgress } from './upload-test-api';
import { formatFileSize } from '../../../shared/format';

export const MAX_FILES = 10;
export const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = 'image/*,application/pdf,.pdf,.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Spec section 3's categories and their labels. */
export const CATEGORY_LABELS: Record<string, string> = {
  'carrier-estimate': 'Carrier Estimate',
  'shop-estimate': 'Shop Estimate',
  'opposing-appraiser-estimate': 'Opposing Appraiser',
  photos: 'Photos',
  other: 'Other',
};

interface UploadItem {
  id: string;
  file: File;
  url: string | null;
  uploading: boolean;
  progress: number;
  error: string | null;
  category: string | null;
  confidence: number | null;
  previewUrl: string | null;
}

const isAccepted = (f: File) => f.type.startsWith('image/') || f.type === 'application/pdf' || /\.(pdf|docx?|jpe?g|png|gif|webp|heic|tiff?)$/i.test(f.name);
let nextId = 0;

/** The generic uploader: at most 10 files of 50 MB, per-file progress, url, category, preview. */
export function FileUploader() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(
    () => () => {
      for (const i of itemsRef.current) if (i.previewUrl) URL.revokeObjectURL(i.previewUrl);
    },
    [],
  );

  const update = (id: string, change: Partial<UploadItem>) => setItems((prev) => prev.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const start = async (item: UploadItem) => {
    const { promise } = uploadWithProgress(item.file, (progress) => update(item.id, { progress }));
    try {
      const url = await promise;
      update(item.id, { url, uploading: false, progress: 100 });
    } catch (err) {
      update(item.id, { uploading: false, error: (err as Error).message || 'Upload failed' });
      toast({ title: 'Upload failed', description: `Failed to upload ${item.file.name}`, variant: 'destructive' });
      return;
    }
    const guess = await categorizeFile(item.file);
    if (guess) update(item.id, { category: guess.category, confidence: guess.confidence });
  };

  const addFiles = (files: File[]) => {
    if (itemsRef.current.length + files.length > MAX_FILES) {
      toast({ title: 'Too many files', description: `Maximum ${MAX_FILES} files allowed`, variant: 'destructive' });
      return;
    }
    const added: UploadItem[] = [];
    for (const file of files) {
      if (file.size > MAX_BYTES) {
        toast({ title: 'File too large', description: `${file.name} is larger than 50MB`, variant: 'destructive' });
        continue;
      }
      if (!isAccepted(file)) {
        toast({ title: 'Unsupported file', description: `${file.name} is not an image, PDF or Word document`, variant: 'destructive' });
        continue;
      }
      added.push({
        id: `up-${++nextId}`,
        file,
        url: null,
        uploading: true,
        progress: 0,
        error: null,
        category: null,
        confidence: null,
        previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      });
    }
    if (!added.length) return;
    setItems((prev) => [...prev, ...added]);
    for (const item of added) void start(item);
  };

  const remove = (id: string) =>
    setItems((prev) => {
      const gone = prev.find((i) => i.id === id);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((i) => i.id !== id);
    });

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length) addFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <div className="space-y-4">
      <button
        type="button"
        aria-label="Upload files"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-500',
        )}
      >
        <Upload className="h-8 w-8 text-slate-400" aria-hidden />
        <span className="font-medium text-slate-900">{dragging ? 'Drop files here' : 'Drag & drop files here, or click to browse'}</span>
        <span className="text-xs text-slate-500">Images, PDF and Word (.doc/.docx) · up to {MAX_FILES} files, 50 MB each</span>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="hidden"
        data-testid="uploader-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) addFiles(files);
        }}
      />
      {items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Uploaded files">
          {items.map((item) => (
            <li key={item.id} aria-label={item.file.name} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100">
                {item.previewUrl ? (
                  <img src={item.previewUrl} alt={`Preview of ${item.file.name}`} className="h-full w-full object-cover" />
                ) : item.file.type.startsWith('image/') ? (
                  <ImageIcon className="h-7 w-7 text-slate-400" aria-hidden />
                ) : (
                  <FileText className="h-7 w-7 text-slate-400" aria-hidden />
                )}
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-center gap-2">
                  <p className="truncate text-sm font-medium text-slate-900">{item.file.name}</p>
                  {item.url && <CheckCircle2 className="h-4 w-4 shrink-0 text-green-600" aria-label="Uploaded" role="img" />}
                  {item.error && <AlertCircle className="h-4 w-4 shrink-0 text-red-600" aria-label="Failed" role="img" />}
                </div>
                <p className="text-xs text-slate-500">{formatFileSize(item.file.size)}</p>
                {item.uploading && <Progress value={item.progress} label={`Uploading ${item.file.name}`} />}
                {item.error && (
                  <p role="alert" className="text-xs text-red-600">
                    {item.error}
                  </p>
                )}
                {item.url && (
                  <a href={item.url} target="_blank" rel="noreferrer" className="block truncate text-xs text-brand-600 underline">
                    {item.url}
                  </a>
                )}
                {item.category && item.confidence !== null && (
                  <Badge tone="blue">
                    {CATEGORY_LABELS[item.category] ?? item.category} · {Math.round(item.confidence * 100)}%
                  </Badge>
                )}
              </div>
              <Button variant="ghost" size="icon" onClick={() => remove(item.id)} aria-label={`Remove ${item.file.name}`} disabled={item.uploading}>
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
