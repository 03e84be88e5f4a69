import { i18n } from '../../lib/i18n';
import type { LossVehicleRow } from '../../../shared/contracts/reviews';
import { FigureSourceNote } from './figure-source';

const T = {
  get title() {
    return i18n.t('dispute.lossVehicle.title');
  },
  get report() {
    return i18n.t('dispute.lossVehicle.report');
  },
  get claim() {
    return i18n.t('dispute.lossVehicle.claim');
  },
  get decoder() {
    return i18n.t('dispute.lossVehicle.decoder');
  },
  get owner() {
    return i18n.t('dispute.lossVehicle.owner');
  },
  get differs() {
    return i18n.t('dispute.lossVehicle.differs');
  },
  get none() {
    return i18n.t('dispute.lossVehicle.none');
  },
};

/** The loss vehicle as the report values it, beside the claim, the VIN decoder and the owner. */
export function LossVehicle({ rows }: { rows: LossVehicleRow[] }) {
  return (
    <section aria-labelledby="loss-vehicle-title" className="space-y-2">
      <h3 id="loss-vehicle-title" className="text-base font-semibold">
        {T.title}
      </h3>
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {rows.map((r) => {
          // A long list (the options the report prints) that neither the claim nor the decoder gives takes their
          // columns too, instead of running down one narrow column for a page.
          const wide = r.claim === null && r.vinDecoder === null && (r.report?.length ?? 0) > WIDE_CHARS;
          return (
            <li key={r.field} className="grid grid-cols-2 gap-2 p-2 text-sm sm:grid-cols-5">
              <div className="col-span-2 flex items-center gap-2 font-medium sm:col-span-1">
                {r.label}
                {r.differs && <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{T.differs}</span>}
              </div>
              <Cell label={T.report} value={r.report} className={wide ? 'col-span-2 sm:col-span-3' : undefined}>
                <FigureSourceNote source={r.reportSource} />
              </Cell>
              {!wide && <Cell label={T.claim} value={r.claim} />}
              {!wide && <Cell label={T.decoder} value={r.vinDecoder} />}
              <Cell label={T.owner} value={r.owner} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Longer than this, a value is a list that reads better across the row. */
const WIDE_CHARS = 60;

function Cell({ label, value, className, children }: { label: string; value: string | null; className?: string; children?: React.ReactNode }) {
  return (
    <div className={`min-w-0 break-words ${className ?? ''}`}>
      <span className="block text-xs text-slate-500">{label}</span>
      <span>{value ?? T.none}</span>
      {value != null && children}
    </div>
  );
}
