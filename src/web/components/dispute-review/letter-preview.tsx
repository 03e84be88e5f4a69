import { i18n } from '../../lib/i18n';
import type { DisputeLetter } from '../../../shared/contracts/reviews';

const T = {
  get title() {
    return i18n.t('dispute.letterPreview.title');
  },
};

/**
 * The whole letter as it will print, read-only: letterhead, date, addressee, the particulars, every
 * paragraph, the signature and authorization block and the tables. Every line wraps on a phone (375 px)
 * and a table scrolls sideways inside its own box rather than cutting a column off.
 */
export function LetterPreview({ letter }: { letter: Pick<DisputeLetter, 'letterhead' | 'addressee' | 'subject' | 'paragraphs' | 'signature' | 'tables'> }) {
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <details className="rounded-md border border-slate-200 p-2" data-testid="letter-preview">
      <summary className="cursor-pointer text-sm font-semibold">{T.title}</summary>
      {/* The letter is English, the carrier's language, whatever the page's. */}
      <article lang="en" className="mt-3 min-w-0 space-y-3 break-words text-sm leading-relaxed text-slate-900">
        <header className="border-b border-slate-300 pb-2">
          {letter.letterhead.map((line) => (
            <p key={line} className="text-xs text-slate-600">
              {line}
            </p>
          ))}
        </header>
        <p>{today}</p>
        <div>
          {letter.addressee.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="font-semibold">
          {letter.subject.split('\n').map((line, i) => (
            <p key={line}>{i === 0 ? `Re: ${line}` : line}</p>
          ))}
        </div>
        {letter.paragraphs.map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
        <div>
          {letter.signature.map((line, i) => (
            <p key={i} className="min-h-[1em] break-all sm:break-words">
              {line}
            </p>
          ))}
        </div>
        {letter.tables.map((t) => (
          <section key={t.title} className="space-y-1">
            <h4 className="font-semibold">{t.title}</h4>
            {/* Inline-size containment: the table's own width never widens the page, it scrolls in its box. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached from the keyboard (axe scrollable-region-focusable) */}
            <section aria-label={t.title} tabIndex={0} className="max-w-full overflow-x-auto [contain:inline-size]">
              <table className="min-w-full border-collapse text-xs">
                <thead>
                  <tr>
                    {t.columns.map((c) => (
                      <th key={c} className="border border-slate-300 bg-slate-50 p-1 text-left">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((r, i) => (
                    <tr key={i}>
                      {r.map((c, k) => (
                        <td key={k} className="border border-slate-300 p-1 align-top">
                          {c}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </section>
        ))}
      </article>
    </details>
  );
}
