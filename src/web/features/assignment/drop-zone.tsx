import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';

/** The generator's PDF drop zone: drag state, click (or Enter/Space) to browse. */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled && e.dataTransfer.files.length) onFiles(Array.from(e.dataTransfer.files));
  };
  return (
    <>
      <button
        type="button"
        aria-label="Upload PDF documents"
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-10 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-500',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <Upload className={cn('h-10 w-10', dragging ? 'text-brand-600' : 'text-slate-400')} aria-hidden />
        <span className="text-base font-medium text-slate-900">{dragging ? 'Drop PDF files here' : 'Drag & drop PDF files here'}</span>
        <span className="text-sm text-slate-600">or click to browse</span>
        <span id={hintId} className="text-xs text-slate-500">
          Supports assignments, estimates and AOB letters · PDF only, up to 50 MB each
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        multiple
        className="hidden"
        data-testid="generator-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
