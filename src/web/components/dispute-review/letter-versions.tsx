import { i18n } from '../../lib/i18n';
import { formatDateTime } from '../../lib/claim-types';
import { letterDownloadUrl, useLetterVersions } from './dispute-letters-api';

const T = {
  get title() {
    return i18n.t('dispute.letterVersions.title');
  },
  get none() {
    return i18n.t('dispute.letterVersions.none');
  },
  get kind(): Record<string, string> {
    return { 'total-loss': i18n.t('dispute.letterVersions.kindTotalLoss'), repair: i18n.t('dispute.letterVersions.kindRepair') };
  },
  by: (who: string | null) => (who ? i18n.t('dispute.letterVersions.by', { who }) : ''),
  word: (n: number) => i18n.t('dispute.letterVersions.word', { n }),
  pdf: (n: number) => i18n.t('dispute.letterVersions.pdf', { n }),
};

/** Every stored version of the claim's letters, newest first, with its downloads. */
export function LetterVersions({ referenceNumber }: { referenceNumber: string }) {
  const { data } = useLetterVersions(referenceNumber);
  const letters = data?.letters ?? [];
  return (
    <section aria-labelledby="letter-versions-title" className="space-y-2">
      <h3 id="letter-versions-title" className="text-base font-semibold">
        {T.title}
      </h3>
      {letters.length === 0 && <p className="text-sm text-slate-600">{T.none}</p>}
      <ul className="divide-y divide-slate-100 text-sm">
        {letters.map((l, i) => {
          const n = l.version ?? letters.length - i;
          return (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {T.kind[l.kind] ?? l.kind} {n}: {l.createdAt ? formatDateTime(l.createdAt) : ''}
                {T.by(l.createdBy)}
              </span>
              <span className="flex gap-3">
                <a className="text-brand-700 underline" href={letterDownloadUrl(referenceNumber, l.id ?? 0, 'docx')} download>
                  {T.word(n)}
                </a>
                <a className="text-brand-700 underline" href={letterDownloadUrl(referenceNumber, l.id ?? 0, 'pdf')} download>
                  {T.pdf(n)}
                </a>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
