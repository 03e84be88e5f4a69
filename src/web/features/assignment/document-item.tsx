import { AlertCircle, CheckCircle2, FileText, Loader2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { formatFileSize } from '../../../shared/format';
import type { UploadStatus } from '../../api/uploads';
import type { DocumentType, ExtractedData } from './assignment-api';

export type ItemStatus = 'uploaded' | 'processing' | 'processed' | 'error';
/** Where a processing file really is: being sent, then its upload record's state on the server. */
export type ItemPhase = 'uploading' | UploadStatus;

export interface DocumentItem {
  id: string;
  file: File;
  type: DocumentType;
  status: ItemStatus;
  previewUrl: string;
  /** This document's own fields, when the server named them. */
  ownData: ExtractedData | null;
  /** What the actions use: the merged data, or ownData when staff chose this document alone. */
  extractedData: ExtractedData | null;
  useOwn: boolean;
  /** The staged upload (POST /api/uploads) the server reads this document from. */
  uploadId?: string;
  phase?: ItemPhase;
  error?: string;
  /** The server's reason, when it gave one. */
  errorDetail?: string;
  /** The vehicle this document names when it is not the packet's (left out of the merge until confirmed). */
  otherVehicle?: string | null;
  vehicleConfirmed?: boolean;
  /** The packet's vehicle, as the merge took it. */
  packetVehicle?: string | null;
}

/** The bar follows the file's real state; a read file waits for the merge of its drop. */
const PHASES: Record<ItemPhase, { progress: number; label: string }> = {
  uploading: { progress: 10, label: 'Uploading' },
  queued: { progress: 25, label: 'Queued' },
  analysing: { progress: 60, label: 'Analyzing' },
  done: { progress: 90, label: 'Analyzed, merging' },
  failed: { progress: 100, label: 'Failed' },
};

/** Each document by its role: the carrier is whoever the document names, not the configured one. */
const TYPE_LABELS: Record<DocumentType, string> = {
  unknown: 'Unknown',
  frontier_assignment: 'Assignment',
  progressive_estimate: "Carrier's estimate",
  appraiser_aob_letter: 'AOB Letter',
  merged_claim: 'Merged Claim',
};
const TYPE_TONES = {
  unknown: 'gray',
  frontier_assignment: 'blue',
  progressive_estimate: 'purple',
  appraiser_aob_letter: 'orange',
  merged_claim: 'green',
} as const;

const show = (v: string | undefined) => (v?.trim() ? v : '—');

function StatusIcon({ status }: { status: ItemStatus }) {
  const label = { uploaded: 'Uploaded', processing: 'Processing', processed: 'Processed', error: 'Error' }[status];
  if (status === 'processing') return <Loader2 className="h-5 w-5 animate-spin text-brand-600" aria-label={label} role="img" />;
  if (status === 'processed') return <CheckCircle2 className="h-5 w-5 text-green-600" aria-label={label} role="img" />;
  if (status === 'error') return <AlertCircle className="h-5 w-5 text-red-600" aria-label={label} role="img" />;
  return <FileText className="h-5 w-5 text-slate-500" aria-label={label} role="img" />;
}

/** The main fields of one set of extracted data (a document's own, or the merge). */
export function ExtractedPanel({ data, label }: { data: ExtractedData; label: string }) {
  const vehicle = [data.vehicle_year, data.vehicle_make, data.vehicle_model].filter((v) => v?.trim()).join(' ');
  const rows: Array<[string, string]> = [
    ['Claim #', show(data.claim_number)],
    ['Insured', show(data.insured)],
    ['Vehicle', show(vehicle)],
    ['VIN', show(data.vin)],
    ['File #', show(data.frontier_file)],
    ['Location', show(data.vehicle_location)],
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="flex gap-2">
          <dt className="w-20 shrink-0 font-medium text-slate-600">{k}</dt>
          <dd className="break-words text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DocumentRow(props: {
  item: DocumentItem;
  onRemove: () => void;
  onQuickGenerate: () => void;
  onPreview: () => void;
  onToggleOwn: (useOwn: boolean) => void;
  onConfirmVehicle: () => void;
  generating: boolean;
}) {
  const { item } = props;
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-label={item.file.name}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusIcon status={item.status} />
        <div className="min-w-0 flex-1 basis-40">
          <p className="truncate font-medium text-slate-900">{item.file.name}</p>
          <p className="text-xs text-slate-500">
            {formatFileSize(item.file.size)} ·{' '}
            <a href={item.previewUrl} target="_blank" rel="noreferrer" className="text-brand-600 underline">
              View PDF
            </a>
          </p>
        </div>
        <Badge tone={TYPE_TONES[item.type]}>{TYPE_LABELS[item.type]}</Badge>
        <Button variant="ghost" size="sm" onClick={props.onRemove} aria-label={`Remove ${item.file.name}`} disabled={item.status === 'processing'}>
          Remove
        </Button>
      </div>
      {item.status === 'processing' && (
        <div className="mt-3">
          <Progress
            value={PHASES[item.phase ?? 'uploading'].progress}
            label={`Processing ${item.file.name}`}
            valueText={PHASES[item.phase ?? 'uploading'].label}
          />
          <p className="mt-1 flex flex-wrap justify-between gap-x-2 text-sm text-slate-600">
            <span>Processing document...</span>
            <span>{PHASES[item.phase ?? 'uploading'].label}</span>
          </p>
        </div>
      )}
      {item.status === 'error' && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {item.error ?? 'Failed to process document. Please check the file format and try again.'}
          {item.errorDetail && <span className="mt-0.5 block text-xs text-red-700">{item.errorDetail}</span>}
        </p>
      )}
      {item.status === 'processed' && item.otherVehicle && (
        <div
          role="status"
          className="mt-3 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="other-vehicle-note"
        >
          <p>
            {item.vehicleConfirmed
              ? `This document names another vehicle (${item.otherVehicle}); you confirmed it belongs with the others, so it is merged.`
              : `This document is for another vehicle (${item.otherVehicle}), not ${item.packetVehicle ?? "the claim's vehicle"}. It is left out of the merged form until you confirm it belongs to this claim.`}
          </p>
          {!item.vehicleConfirmed && (
            <Button size="sm" variant="outline" className="h-auto min-h-8 whitespace-normal py-1 text-left" onClick={props.onConfirmVehicle}>
              It belongs to this claim
            </Button>
          )}
        </div>
      )}
      {item.status === 'processed' && item.extractedData && (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-800">Extracted from this document</h3>
            {item.ownData && (
              <label className="flex items-center gap-2 text-xs text-slate-600">
                <input type="checkbox" checked={item.useOwn} onChange={(e) => props.onToggleOwn(e.target.checked)} />
                Use only this document's data
              </label>
            )}
          </div>
          {item.ownData ? (
            <ExtractedPanel data={item.ownData} label={`Extracted from ${item.file.name}`} />
          ) : (
            <p className="text-sm text-slate-600">This document's own fields were not returned; the merged data is shown above.</p>
          )}
          <p className="text-xs text-slate-600">
            {item.useOwn ? "Quick Generate and Preview use this document's data only." : 'Quick Generate and Preview use the merged data of every document.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="success" className="bg-green-700 hover:bg-green-800" onClick={props.onQuickGenerate} disabled={props.generating}>
              {props.generating ? 'Generating...' : 'Quick Generate'}
            </Button>
            <Button size="sm" variant="outline" onClick={props.onPreview}>
              Preview Assignment Form
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
