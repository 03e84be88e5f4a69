import type { FigureSource } from '../../../shared/contracts/reviews';

const T = {
  document: (file: string | null | undefined, page: number | null | undefined) => `${file ?? 'the report'}${page ? `, p. ${page}` : ''}`,
  user: 'entered by you',
  computed: 'computed',
  claim: 'from the claim',
  vin: 'VIN decoder',
  table: 'state figures',
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
