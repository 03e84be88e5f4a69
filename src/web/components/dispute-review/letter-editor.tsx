import { i18n } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import type { DisputeLetter, LetterDetails, LetterKind } from '../../../shared/contracts/reviews';
import { changedParticulars, replaceParticulars } from '../../../shared/letter-particulars';
import { errorMessage } from '../../lib/api';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Textarea } from '../ui/input';
import { useLetterDraft, useStoreLetter } from './dispute-letters-api';
import { editsOf, readLetterEdits, storeLetterEdits, withEdits } from './letter-edits';
import { LetterParticularsFields } from './letter-particulars-fields';
import { LetterPreview } from './letter-preview';
import { LetterVersions } from './letter-versions';
import { useDebounced } from './use-debounced';

/** The pause in typing the particulars after which the letter is made again with them. */
const PARTICULARS_PAUSE_MS = 400;

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
  get notAllowed() {
    return i18n.t('dispute.letterEditor.notAllowed');
  },
};

/**
 * The letter editor: the particulars the letter needs (asked for when the claim and its documents do not
 * give them), generate, edit any paragraph, reset, preview the whole letter, save a version; then Word and
 * PDF of each version. No letter while the review does not put the claimant above the carrier's figure.
 * The letter follows the particulars as they are typed: once the person pauses, it is made again with
 * them (the server writes it); the paragraphs the person edited get the changed particulars in the
 * preview as they will when the version is stored.
 */
export function LetterEditor({ referenceNumber, kinds, allowed }: { referenceNumber: string; kinds: LetterKind[]; allowed: Record<LetterKind, boolean> }) {
  const [kind, setKind] = useState<LetterKind>(kinds[0]);
  const [open, setOpen] = useState(() => readLetterEdits(referenceNumber, kinds[0]) !== null);
  // The paragraphs on the page and the letter they were made from: edits are kept against that letter only.
  const [text, setText] = useState<{ from: DisputeLetter; paragraphs: string[] } | null>(null);
  const [details, setDetails] = useState<LetterDetails>({});
  const enabled = open && allowed[kind];
  const typed = useDebounced(details, PARTICULARS_PAUSE_MS);
  const draft = useLetterDraft(referenceNumber, kind, enabled, typed);
  // Saved only once the letter on the page was made with the particulars as typed.
  const settled = typed === details && !draft.isPlaceholderData && !draft.isFetching;
  const asRead = useLetterDraft(referenceNumber, kind, enabled);
  const store = useStoreLetter(referenceNumber);
  const filled: LetterDetails = { ...draft.data?.details, ...details };
  const missing = (draft.data?.missing ?? []).filter((k) => !details[k]?.trim());
  const paragraphs = text?.paragraphs ?? null;

  useEffect(() => {
    if (draft.data) setText({ from: draft.data, paragraphs: withEdits(draft.data.paragraphs, readLetterEdits(referenceNumber, kind)) });
  }, [draft.data, referenceNumber, kind]);
  useEffect(() => {
    if (!text || text.from !== draft.data) return;
    storeLetterEdits(referenceNumber, kind, editsOf(text.paragraphs, text.from.generatedParagraphs));
  }, [text, draft.data, referenceNumber, kind]);

  const generated = draft.data?.generatedParagraphs ?? [];
  const setParagraphs = (next: (p: string[]) => string[]) => setText((t) => (t ? { ...t, paragraphs: next(t.paragraphs) } : t));
  const edit = (i: number, value: string) => setParagraphs((p) => p.map((x, k) => (k === i ? value : x)));
  // An edited paragraph shows the particulars changed since the letter was read, as storing it will.
  const changes = changedParticulars(asRead.data?.details ?? {}, filled);
  const previewParagraphs = paragraphs?.map((p, i) => (p === generated[i] ? p : replaceParticulars(p, changes))) ?? [];

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
                    setText(null);
                    if (readLetterEdits(referenceNumber, k)) setOpen(true);
                  }}
                />
                {T.kinds[k]}
              </label>
            ))}
          </fieldset>
        )}
        {!allowed[kind] && (
          <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="letter-not-allowed">
            {T.notAllowed}
          </p>
        )}
        {allowed[kind] && !open && <Button onClick={() => setOpen(true)}>{T.write}</Button>}
        {allowed[kind] && open && draft.isLoading && <p className="text-sm text-slate-600">{T.loading}</p>}
        {allowed[kind] && draft.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(draft.error, T.failed)}
          </p>
        )}
        {allowed[kind] && draft.data && paragraphs && (
          <form
            className="space-y-3"
            aria-label={T.title}
            onSubmit={(e) => {
              e.preventDefault();
              store.mutate({ kind, paragraphs, details: filled });
            }}
          >
            <LetterParticularsFields
              filled={filled}
              missing={missing}
              otherReadings={draft.data.otherReadings ?? []}
              onChange={(k, value) => setDetails((d) => ({ ...d, [k]: value }))}
            />
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
            <LetterPreview letter={{ ...draft.data, paragraphs: previewParagraphs }} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={store.isPending || missing.length > 0 || !settled}>
                {T.save}
              </Button>
              <Button variant="outline" onClick={() => setParagraphs(() => generated)}>
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
