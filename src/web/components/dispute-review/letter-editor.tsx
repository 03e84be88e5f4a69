import { i18n } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import type { LetterKind } from '../../../shared/contracts/reviews';
import { errorMessage } from '../../lib/api';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Textarea } from '../ui/input';
import { useLetterDraft, useStoreLetter } from './dispute-letters-api';
import { editsOf, readLetterEdits, storeLetterEdits, withEdits } from './letter-edits';
import { LetterVersions } from './letter-versions';

const T = {
  get title() {
    return i18n.t('dispute.letterEditor.title');
  },
  get intro() {
    return i18n.t('dispute.letterEditor.intro');
  },
  get kind() {
    return i18n.t('dispute.letterEditor.kind');
  },
  get kinds(): Record<LetterKind, string> {
    return { 'total-loss': i18n.t('dispute.letterEditor.kindTotalLoss'), repair: i18n.t('dispute.letterEditor.kindRepair') };
  },
  get write() {
    return i18n.t('dispute.letterEditor.write');
  },
  get loading() {
    return i18n.t('dispute.letterEditor.loading');
  },
  get failed() {
    return i18n.t('dispute.letterEditor.failed');
  },
  get to() {
    return i18n.t('dispute.letterEditor.to');
  },
  paragraph: (n: number) => i18n.t('dispute.letterEditor.paragraph', { n }),
  reset: (n: number) => i18n.t('dispute.letterEditor.reset', { n }),
  get resetAll() {
    return i18n.t('dispute.letterEditor.resetAll');
  },
  get save() {
    return i18n.t('dispute.letterEditor.save');
  },
  get saved() {
    return i18n.t('dispute.letterEditor.saved');
  },
  get saveFailed() {
    return i18n.t('dispute.letterEditor.saveFailed');
  },
  tables: (titles: string) => i18n.t('dispute.letterEditor.tables', { titles }),
};

/** The letter editor: generate, edit any paragraph, reset, save a version; then Word and PDF of each version. */
export function LetterEditor({ referenceNumber, kinds }: { referenceNumber: string; kinds: LetterKind[] }) {
  const [kind, setKind] = useState<LetterKind>(kinds[0]);
  const [open, setOpen] = useState(() => readLetterEdits(referenceNumber, kinds[0]) !== null);
  const [paragraphs, setParagraphs] = useState<string[] | null>(null);
  const draft = useLetterDraft(referenceNumber, kind, open);
  const store = useStoreLetter(referenceNumber);

  useEffect(() => {
    if (draft.data) setParagraphs(withEdits(draft.data.paragraphs, readLetterEdits(referenceNumber, kind)));
  }, [draft.data, referenceNumber, kind]);
  useEffect(() => {
    const generatedNow = draft.data?.generatedParagraphs;
    if (!paragraphs || !generatedNow) return;
    storeLetterEdits(referenceNumber, kind, editsOf(paragraphs, generatedNow));
  }, [paragraphs, draft.data, referenceNumber, kind]);

  const generated = draft.data?.generatedParagraphs ?? [];
  const edit = (i: number, text: string) => setParagraphs((p) => (p ? p.map((x, k) => (k === i ? text : x)) : p));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {kinds.length > 1 && (
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-1 font-medium">{T.kind}</legend>
            {kinds.map((k) => (
              <label key={k} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="letter-kind"
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setParagraphs(null);
                    if (readLetterEdits(referenceNumber, k)) setOpen(true);
                  }}
                />
                {T.kinds[k]}
              </label>
            ))}
          </fieldset>
        )}
        {!open && <Button onClick={() => setOpen(true)}>{T.write}</Button>}
        {open && draft.isLoading && <p className="text-sm text-slate-600">{T.loading}</p>}
        {draft.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(draft.error, T.failed)}
          </p>
        )}
        {draft.data && paragraphs && (
          <form
            className="space-y-3"
            aria-label={T.title}
            onSubmit={(e) => {
              e.preventDefault();
              store.mutate({ kind, paragraphs });
            }}
          >
            <div className="rounded-md bg-slate-50 p-3 text-sm">
              <p>
                <span className="text-slate-500">{T.to}: </span>
                {draft.data.addressee.join(', ')}
              </p>
              {/* The letter itself stays English (it goes to the carrier): its subject line too. */}
              <p className="mt-1 break-words font-medium">{i18n.t('dispute.letterEditor.re', { subject: draft.data.subject })}</p>
            </div>
            {paragraphs.map((p, i) => (
              <div key={i}>
                <label htmlFor={`letter-p-${i}`} className="mb-1 block text-sm font-medium text-slate-700">
                  {T.paragraph(i + 1)}
                </label>
                <Textarea
                  id={`letter-p-${i}`}
                  rows={Math.min(10, Math.max(2, Math.ceil(p.length / 70)))}
                  value={p}
                  onChange={(e) => edit(i, e.target.value)}
                  maxLength={4000}
                />
                {generated[i] !== undefined && generated[i] !== p && (
                  <Button size="sm" variant="ghost" className="mt-1" onClick={() => edit(i, generated[i])}>
                    {T.reset(i + 1)}
                  </Button>
                )}
              </div>
            ))}
            {draft.data.tables.length > 0 && <p className="text-xs text-slate-600">{T.tables(draft.data.tables.map((t) => t.title).join('; '))}</p>}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={store.isPending}>
                {T.save}
              </Button>
              <Button variant="outline" onClick={() => setParagraphs(generated)}>
                {T.resetAll}
              </Button>
            </div>
            <p aria-live="polite" className="text-sm text-green-800">
              {store.isSuccess ? T.saved : ''}
            </p>
            {store.isError && (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(store.error, T.saveFailed)}
              </p>
            )}
          </form>
        )}
        <LetterVersions referenceNumber={referenceNumber} />
      </CardContent>
    </Card>
  );
}
