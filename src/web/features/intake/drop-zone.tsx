import { Camera, Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { refusalOf } from '../../lib/check-file-bytes';
import { ACCEPT_ALL, ACCEPT_IMAGES, type Rejection, screenFiles } from './file-rules';

/**
 * A drop area. Clicking the area itself does not open the picker (spec section 2); only its
 * buttons do. Rejected files are listed with the spec's texts.
 */
export function DropZone({
  label,
  buttonLabel,
  hint,
  disabled,
  imagesOnly,
  camera,
  onFiles,
  children,
  className,
}: {
  label: string;
  buttonLabel: string;
  hint?: string;
  disabled?: boolean;
  imagesOnly?: boolean;
  camera?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const id = useId();

  const take = async (list: FileList | null) => {
    if (!list || disabled) return;
    const { accepted, rejected: bad } = screenFiles(Array.from(list), { imagesOnly });
    // The bytes decide, as on the server: a renamed .exe or a zip is refused now, not at Submit.
    const refusals = await Promise.all(accepted.map((f) => refusalOf(f).catch(() => null)));
    const kept = accepted.filter((_, i) => refusals[i] === null);
    const byBytes = accepted.flatMap((f, i) => (refusals[i] ? [{ name: f.name, message: refusals[i] }] : []));
    setRejected([...bad, ...byBytes]);
    if (kept.length > 0) onFiles(kept);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void take(e.dataTransfer.files);
  };

  return (
    <section
      aria-labelledby={`${id}-label`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-5 text-center transition-colors',
        disabled ? 'border-slate-300 bg-slate-100' : over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
        className,
      )}
    >
      <Upload className="h-8 w-8 text-slate-500" aria-hidden />
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        {label}
      </p>
      {children}
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        <Button disabled={disabled} onClick={() => picker.current?.click()}>
          {buttonLabel}
        </Button>
        {camera && (
          <Button variant="outline" disabled={disabled} onClick={() => cameraInput.current?.click()}>
            <Camera className="h-4 w-4" aria-hidden /> {t('upload.takePhoto')}
          </Button>
        )}
      </div>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        aria-label={`${buttonLabel}: ${label}`}
        accept={imagesOnly ? ACCEPT_IMAGES : ACCEPT_ALL}
        onChange={(e) => {
          void take(e.target.files);
          e.target.value = '';
        }}
      />
      {camera && (
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={`${t('upload.takePhoto')}: ${label}`}
          onChange={(e) => {
            void take(e.target.files);
            e.target.value = '';
          }}
        />
      )}
      {rejected.length > 0 && (
        // The alert wraps the list: role="alert" on the <ul> itself would orphan its <li>s.
        <div role="alert" className="w-full">
          <ul className="text-left text-sm text-red-700">
            {rejected.map((r) => (
              <li key={r.name} className="break-words">
                {/* The server's refusal already names the file. */}
                {r.message.startsWith(`"${r.name}"`) ? (
                  r.message
                ) : (
                  <>
                    <span className="font-medium">{r.name}</span>: {r.message}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
