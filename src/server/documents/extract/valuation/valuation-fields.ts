/**
 * What a valuation says about the file's fields: the loss vehicle decides the vehicle, and the chain
 * the money (value before deductible = gross, settlement = net and the estimate amount, the chain's
 * deductible; none printed on a chain that reconciles to its total means none is taken).
 */
import type { SourcedNumber, SourcedText, Valuation } from '../../../../shared/contracts/valuation';
import { moneyText } from '../../../../shared/read-values';
import type { ExtractedFields } from '../fields';
import type { FieldName } from '../field-spec';

const money = (n: number) => moneyText(Math.round(n * 100));

export function applyValuationFields(fields: ExtractedFields, v: Valuation): void {
  const set = (field: FieldName, s: SourcedText | SourcedNumber | null, text?: string) => {
    if (!s) return;
    fields[field] = { value: text ?? String(s.value), confidence: s.confidence, page: s.page };
  };
  const lv = v.lossVehicle;
  set('vehicleYear', lv.year);
  set('vehicleMake', lv.make);
  set('vehicleModel', lv.model);
  set('vehicleTrim', lv.trim);
  set('vehicleVin', lv.vin);
  set('mileage', lv.mileage);
  if (lv.year && lv.make && lv.model) {
    fields.vehicleDescription = {
      value: [lv.year.value, lv.make.value, lv.model.value, lv.trim?.value].filter(Boolean).join(' '),
      confidence: lv.model.confidence,
      page: lv.model.page,
    };
  }
  set('grossTotal', v.valueBeforeDeductible, v.valueBeforeDeductible ? money(v.valueBeforeDeductible.value) : undefined);
  set('netTotal', v.settlement, v.settlement ? money(v.settlement.value) : undefined);
  set('estimateAmount', v.settlement, v.settlement ? money(v.settlement.value) : undefined);
  if (v.deductible) set('deductible', v.deductible, money(v.deductible.value));
  else if (v.settlement && v.chain.some((c) => c.kind === 'total') && v.chain.every((c) => c.confidence >= 0.8)) {
    fields.deductible = { value: money(0), confidence: 0.7, page: v.settlement.page };
  } else delete fields.deductible;
}
