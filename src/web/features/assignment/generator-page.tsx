import { ArrowLeft, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { buildInitialForm } from '../../../shared/assignment-form';
import { useContent } from '../../api/content';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../lib/api';
import { plural } from '../../../shared/format';
import { useStoredUser } from '../../lib/auth-store';
import { followUploads, stageFiles } from '../../api/uploads';
import { confirmUploadVehicle, type ExtractedData, generateAndDownload, processDocuments, storePreviewHandOff } from './assignment-api';
import { loadGeneratorSession, saveGeneratorSession } from './generator-session';
import { MergedDataCard } from './merged-data-card';
import { PREVIEW_EDITS_KEY } from './preview-edits';
import { type DocumentItem, DocumentRow } from './document-item';
import { DropZone } from './drop-zone';
import { EstimateComparisonBox, useEstimateComparison } from './estimate-comparison-box';

const MAX_BYTES = 50 * 1024 * 1024;
const FILE_ERROR = 'Failed to process document. Please check the file format and try again.';
let nextId = 0;

const isPdf = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

/** /admin/assignment-generator (spec section 2): PDFs in, merged assignment data out. */
export default function GeneratorPage() {
  const content = useContent();
  const owner = useStoredUser()?.username ?? null;
  const [restored] = useState(() => loadGeneratorSession(owner));
  const [items, setItems] = useState<DocumentItem[]>(restored.items);
  const [merged, setMerged] = useState<ExtractedData | null>(restored.merged);
  const [generatingId, setGeneratingId] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const comparison = useEstimateComparison(items);
  const withComparison = (data: ExtractedData | Record<string, unknown>): Record<string, unknown> =>
    comparison.state.status === 'done' && comparison.include ? { ...data, estimate_comparison: comparison.state.comparison } : data;
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // The documents outlive the page (the preview's Back to Generator finds them); object URLs live
  // as long as their item.
  useEffect(() => saveGeneratorSession(owner, items, merged), [owner, items, merged]);

  const patch = (ids: Set<string>, change: (i: DocumentItem) => DocumentItem) => setItems((prev) => prev.map((i) => (ids.has(i.id) ? change(i) : i)));

  const addFiles = async (files: File[]) => {
    const accepted: File[] = [];
    for (const f of files) {
      if (!isPdf(f)) toast({ title: 'Invalid file type', description: `${f.name} is not a PDF. Only PDF files are accepted.`, variant: 'destructive' });
      else if (f.size > MAX_BYTES) toast({ title: 'File too large', description: `${f.name} is larger than 50MB`, variant: 'destructive' });
      else accepted.push(f);
    }
    if (!accepted.length) return;
    const batch: DocumentItem[] = accepted.map((file) => ({
      id: `doc-${++nextId}`,
      file,
      type: 'unknown',
      status: 'processing',
      phase: 'uploading',
      previewUrl: URL.createObjectURL(file),
      ownData: null,
      extractedData: null,
      useOwn: false,
    }));
    setItems((prev) => [...prev, ...batch]);
    const ids = new Set(batch.map((b) => b.id));
    const fail = (failed: Set<string>, err: unknown) => {
      const status = errorStatus(err);
      // A 4xx names what is wrong with the files; it is shown under the spec's general text.
      const detail = status && status >= 400 && status < 500 ? errorMessage(err, '') : '';
      patch(failed, (i) => ({ ...i, status: 'error', error: FILE_ERROR, errorDetail: detail && detail !== FILE_ERROR ? detail : undefined }));
      toast({ title: 'Processing Failed', description: 'Failed to process documents as batch', variant: 'destructive' });
    };
    try {
      // Each file goes up once; its row follows the server's record (queued, analysing, done,
      // failed) until the whole drop is read, then one merge covers every document on screen.
      const uploadIds = await stageFiles(accepted);
      const itemOf = new Map(uploadIds.map((u, n) => [u, batch[n]?.id]));
      setItems((prev) => prev.map((i) => (ids.has(i.id) ? { ...i, uploadId: uploadIds[batch.findIndex((b) => b.id === i.id)], phase: 'queued' } : i)));
      const final = await followUploads(uploadIds, (list) => {
        const phase = new Map(list.map((u) => [itemOf.get(u.id), u.status]));
        setItems((prev) => prev.map((i) => (phase.has(i.id) && i.status === 'processing' ? { ...i, phase: phase.get(i.id) } : i)));
      });
      const read = new Set(final.filter((u) => u.status === 'done').map((u) => itemOf.get(u.id)));
      const unread = new Set([...ids].filter((id) => !read.has(id)));
      const notes = new Map(final.map((u) => [itemOf.get(u.id), u.note]));
      if (unread.size) {
        patch(unread, (i) => ({
          ...i,
          status: 'error',
          error: FILE_ERROR,
          errorDetail: notes.get(i.id) ?? 'The file is no longer available. Please upload it again.',
        }));
      }
      // Documents of earlier drops (and still on screen) go along so the server merges everything.
      const sent = itemsRef.current.filter((i) => i.uploadId && (read.has(i.id) || (i.status === 'processed' && !ids.has(i.id))));
      if (!sent.length) return;
      const answer = await mergeSent(sent, ids);
      toast({
        title: 'Documents Processed',
        description: `Successfully processed ${plural(answer.documentsProcessed, 'document')} and merged into one assignment form`,
      });
    } catch (err) {
      fail(new Set([...ids].filter((id) => itemsRef.current.find((i) => i.id === id)?.status === 'processing')), err);
    }
  };

  /** One merge over the documents sent; `fresh`: the ids of this drop (their own-data choice starts off). */
  const mergeSent = async (sent: DocumentItem[], fresh: Set<string>) => {
    const answer = await processDocuments(sent.map((i) => i.uploadId as string));
    const docs = answer.documents ?? [];
    const byId = new Map(sent.map((i, index) => [i.id, docs[index]]));
    setMerged(answer.mergedData);
    setItems((prev) =>
      prev.map((i) => {
        if (!byId.has(i.id)) return i;
        const own = byId.get(i.id);
        const useOwn = fresh.has(i.id) ? false : i.useOwn && Boolean(own);
        return {
          ...i,
          status: 'processed',
          phase: undefined,
          type: own?.type ?? 'merged_claim',
          ownData: own?.extractedData ?? null,
          extractedData: useOwn && own ? own.extractedData : answer.mergedData,
          useOwn,
          otherVehicle: own?.otherVehicle ?? null,
          vehicleConfirmed: own?.vehicleConfirmed ?? false,
          packetVehicle: answer.vehicle,
        };
      }),
    );
    return answer;
  };

  /** Staff confirm a document of another vehicle belongs with the others: recorded on its upload, then merged again. */
  const confirmVehicle = async (item: DocumentItem) => {
    if (!item.uploadId) return;
    try {
      await confirmUploadVehicle(item.uploadId);
      await mergeSent(
        itemsRef.current.filter((i) => i.uploadId && i.status === 'processed'),
        new Set(),
      );
    } catch (err) {
      toast({ title: 'Not confirmed', description: errorMessage(err, 'The confirmation could not be saved. Please try again.'), variant: 'destructive' });
    }
  };

  const remove = (id: string) => {
    setItems((prev) => {
      const gone = prev.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      const rest = prev.filter((i) => i.id !== id);
      if (!rest.some((i) => i.status === 'processed')) setMerged(null);
      return rest;
    });
  };

  const toggleOwn = (id: string, useOwn: boolean) => patch(new Set([id]), (i) => ({ ...i, useOwn, extractedData: useOwn && i.ownData ? i.ownData : merged }));

  const openPreview = (data: ExtractedData | null) => {
    if (!data) return;
    storePreviewHandOff(withComparison(data));
    sessionStorage.removeItem(PREVIEW_EDITS_KEY);
    navigate('/admin/assignment-preview');
  };

  const quickGenerate = async (item: DocumentItem) => {
    if (!item.extractedData) return;
    setGeneratingId(item.id);
    try {
      const form = buildInitialForm(item.extractedData, { today: new Date() });
      await generateAndDownload('word', withComparison(form));
      toast({ title: 'Assignment Form Generated', description: 'The assignment form has been downloaded successfully.' });
    } catch (err) {
      const description =
        errorStatus(err) === 400
          ? errorMessage(err, 'Failed to generate assignment form. Please try again.')
          : 'Failed to generate assignment form. Please try again.';
      toast({ title: 'Generation Failed', description, variant: 'destructive' });
    } finally {
      setGeneratingId(null);
    }
  };

  const processed = items.filter((i) => i.status === 'processed');
  const busy = items.some((i) => i.status === 'processing');

  return (
    <main className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      {/* The actions sit under the title, on the left: a toast (top right) never covers them. */}
      <div className="space-y-3">
        <div>
          <Link href="/admin" className="mb-1 inline-flex items-center gap-1 text-sm text-brand-600 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Admin Panel
          </Link>
          <h1 className="text-2xl font-bold text-slate-900">Assignment Form Generator</h1>
          <p className="text-sm text-slate-600">Upload claim PDFs; their details are read and merged into one assignment form.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium text-slate-700" aria-live="polite">
            {processed.length} {processed.length === 1 ? 'document' : 'documents'} ready
          </span>
          <Button onClick={() => openPreview(merged)} disabled={!merged || !processed.length || busy}>
            Generate Assignment Form
          </Button>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Document Upload</CardTitle>
          <CardDescription>Assignments, {content.insurerName} estimates and appraiser AOB letters. Every file of one drop is read together.</CardDescription>
        </CardHeader>
        <CardContent>
          <DropZone onFiles={addFiles} />
        </CardContent>
      </Card>

      {processed.length > 1 && (
        <div role="note" className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
          <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>
            Information from these {processed.length} documents is merged into one assignment form, preferring non-empty values: assignments supply the claim
            details, estimates the vehicle and amounts, AOB letters the appraiser. Tick "Use only this document's data" on a document to use it alone.
          </p>
        </div>
      )}

      {merged && processed.length > 0 && <MergedDataCard merged={merged} count={processed.length} />}

      <EstimateComparisonBox {...comparison} />

      {items.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Processed Documents ({items.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3">
              {items.map((item) => (
                <DocumentRow
                  key={item.id}
                  item={item}
                  generating={generatingId === item.id}
                  onRemove={() => remove(item.id)}
                  onQuickGenerate={() => quickGenerate(item)}
                  onPreview={() => openPreview(item.extractedData)}
                  onToggleOwn={(own) => toggleOwn(item.id, own)}
                  onConfirmVehicle={() => confirmVehicle(item)}
                />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </main>
  );
}
