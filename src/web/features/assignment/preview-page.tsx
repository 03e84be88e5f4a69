import { ArrowLeft, FileDown, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import {
  ASSIGNMENT_SECTIONS,
  type AssignmentFieldKey,
  type AssignmentForm,
  buildInitialForm,
  missingFieldsMessage,
  missingRequiredFields,
} from '../../../shared/assignment-form';
import { useContent } from '../../api/content';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { type GenerateFormat, generateAndDownload, PREVIEW_STORAGE_KEY, readPreviewHandOff } from './assignment-api';
import { FormSection } from './form-section';
import { LivePreview } from './live-preview';
import { PREVIEW_EDITS_KEY, readPreviewEdits, storePreviewEdits } from './preview-edits';

function initialState(): { form: AssignmentForm; comparison: unknown; failed: boolean } {
  const { data, failed } = readPreviewHandOff();
  // A reload finds the hand-off and the edits made so far still in sessionStorage. Unreadable
  // hand-off data is dropped with its edits in an effect: React may run this initializer in a render
  // it throws away (Suspense), and a second run must still see the data and report it.
  const edits = failed ? null : readPreviewEdits();
  const form = edits ?? buildInitialForm(data ?? {}, { today: new Date() });
  return { form, comparison: data?.estimate_comparison ?? null, failed };
}

/** /admin/assignment-preview: edit the generator's data and download it as Word or PDF. */
export default function PreviewPage() {
  const content = useContent();
  const names = { firmName: content.firmName, insurerName: content.insurerName };
  const [initial] = useState(() => initialState());
  const [form, setForm] = useState<AssignmentForm>(initial.form);
  const [invalid, setInvalid] = useState<Set<AssignmentFieldKey>>(new Set());
  const [generating, setGenerating] = useState<GenerateFormat | null>(null);
  const [, navigate] = useLocation();

  // The hand-off stays in sessionStorage so the preview survives a reload; the generator replaces it.
  useEffect(() => {
    if (!initial.failed) return;
    sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
    sessionStorage.removeItem(PREVIEW_EDITS_KEY);
    toast({ title: 'Error', description: 'Failed to load preview data from storage', variant: 'destructive' });
  }, [initial.failed]);
  useEffect(() => storePreviewEdits(form), [form]);

  const change = (key: AssignmentFieldKey, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (invalid.has(key) && value.trim()) setInvalid((s) => new Set([...s].filter((k) => k !== key)));
  };

  const generate = async (format: GenerateFormat) => {
    const missing = missingRequiredFields(form);
    setInvalid(new Set(missing));
    if (missing.length) {
      toast({ title: 'Validation Error', description: missingFieldsMessage(missing, names), variant: 'destructive' });
      return;
    }
    setGenerating(format);
    const type = format === 'word' ? 'WORD' : 'PDF';
    try {
      try {
        await generateAndDownload(format, initial.comparison ? { ...form, estimate_comparison: initial.comparison } : form);
      } catch {
        throw new Error(`Failed to generate ${type} document`);
      }
      toast({ title: 'Success', description: `${type} document generated and downloaded successfully!` });
    } catch (err) {
      toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setGenerating(null);
    }
  };

  return (
    <main className="mx-auto max-w-7xl space-y-6 p-4 sm:p-6">
      {/* Left-aligned: a toast (top right) never covers the generate buttons. */}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" onClick={() => navigate('/admin/assignment-generator')}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Generator
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => generate('word')} disabled={generating !== null}>
            <FileText className="h-4 w-4" aria-hidden />
            {generating === 'word' ? 'Generating Word...' : 'Generate Word'}
          </Button>
          <Button onClick={() => generate('pdf')} disabled={generating !== null}>
            <FileDown className="h-4 w-4" aria-hidden />
            {generating === 'pdf' ? 'Generating PDF...' : 'Generate PDF'}
          </Button>
        </div>
      </div>

      <header className="flex items-center gap-4 rounded-xl bg-[#1e3a5f] p-4 text-white sm:p-5">
        <div
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md border-b-4 border-[#2563eb] bg-white text-2xl font-bold text-[#1e3a5f]"
          aria-hidden
        >
          {content.firmName.charAt(0).toUpperCase()}
        </div>
        <div>
          <h1 className="text-xl font-bold sm:text-2xl">Assignment Form Preview &amp; Edit</h1>
          <p className="text-sm text-blue-100">{content.firmName} · Check and edit every field, then download. The VIN is auto-capitalized as you type.</p>
        </div>
      </header>

      {/* min-w-0: a grid column would otherwise grow to the preview page's width on a phone. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          {ASSIGNMENT_SECTIONS.map((s) => (
            <FormSection key={s.title} title={s.title} fields={s.fields} form={form} names={names} invalid={invalid} onChange={change} />
          ))}
        </div>
        <div className="min-w-0 lg:sticky lg:top-6 lg:self-start">
          <h2 className="mb-2 text-sm font-semibold text-slate-700">Document Preview</h2>
          <LivePreview form={form} comparison={initial.comparison} names={names} />
        </div>
      </div>
    </main>
  );
}
