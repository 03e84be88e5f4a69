import { i18n } from '../../lib/i18n';
import type { FigureSource } from '../../../shared/contracts/reviews';

const T = {
  document: (file: string | null | undefined, page: number | null | undefined) =>
    page
      ? i18n.t('dispute.figureSource.documentPage', { file: file ?? i18n.t('dispute.figureSource.report'), page })
      : (file ?? i18n.t('dispute.figureSource.report')),
  get user() {
    return i18n.t('dispute.figureSource.user');
  },
  get computed() {
    return i18n.t('dispute.figureSource.computed');
  },
  get claim() {
    return i18n.t('dispute.figureSource.claim');
  },
  get vin() {
    return i18n.t('dispute.figureSource.vin');
  },
  get table() {
    return i18n.t('dispute.figureSource.table');
  },
};

export function sourceText(s: FigureSource): string {
  switch (s.origin) {
    case 'document':
      return T.document(s.file, s.page);
    case 'user':
      return T.user;
    case 'claim':
      return T.claim;
    case 'vin-decoder':
      return T.vin;
    case 'state-table':
      return T.table;
    default:
      return s.how ?? T.computed;
  }
}

/** Where a figure came from, in small print beside it. */
export function FigureSourceNote({ source }: { source: FigureSource | null }) {
  if (!source) return null;
  return <span className="block text-xs text-slate-500">{sourceText(source)}</span>;
}
