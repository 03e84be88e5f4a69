/**
 * decide, the vehicle: year, make, model and trim from their labels or the description line, the VIN
 * confirming or filling year and make (a VIN that fails its check digit gives way to one that holds).
 */
import { MODELS_BY_MAKE, POPULAR_MODELS } from '../../../shared/suggestions';
import { decodeVin, lookupWmi } from '../../../shared/vin';
import type { Candidate, ExtractedFields } from './decide';
import { hasBrands, isParentOf } from './make-family';
import { makeOfMaker, parseVehicleDescription } from './normalize';

/**
 * A VIN OCR read with 1 for J at its start (or J for 1): the check digit cannot tell them apart (both count 1),
 * and both open known makers' codes ("1M3" Mack, "JM3" Mazda). The make the document prints decides.
 */
function agreeWithPrintedMake(vin: { value: string }, make: string | undefined): string | null {
  const first = vin.value[0];
  if (!make || (first !== '1' && first !== 'J')) return null;
  const vinMake = makeOfMaker(lookupWmi(vin.value));
  const sameOrParent = (m: string | null) => m !== null && (m === make || isParentOf(m, make));
  if (sameOrParent(vinMake)) return null;
  const other = (first === '1' ? 'J' : '1') + vin.value.slice(1);
  return decodeVin(other).ok && sameOrParent(makeOfMaker(lookupWmi(other))) ? other : null;
}

/**
 * A VIN OCR read with 1 for J (or J for 1) at its model-year place: the check digit cannot tell them
 * apart (both count 1), and both are years ("J" 2018, "1" 2001). The year the document prints decides;
 * the VIN is not let to overrule a printed year through a misread the check digit cannot see.
 */
export function agreeWithPrintedYear(vin: string, year: string | undefined): string | null {
  const at = vin[9];
  if (!year || (at !== '1' && at !== 'J')) return null;
  const now = decodeVin(vin);
  if (!now.ok || now.vin.year === Number(year)) return null;
  const other = `${vin.slice(0, 9)}${at === '1' ? 'J' : '1'}${vin.slice(10)}`;
  const mended = decodeVin(other);
  return mended.ok && mended.vin.year === Number(year) ? other : null;
}

/** Year/make/model/trim from labels or the description line; the VIN confirms or fills year and make. */
export function finishVehicle(fields: ExtractedFields, cands: Candidate[], ocrPages: Set<number>) {
  const desc = fields.vehicleDescription;
  const parsed = desc ? parseVehicleDescription(desc.value) : null;
  if (parsed && desc) {
    const c = desc.confidence;
    fields.vehicleYear ??= { value: String(parsed.year), confidence: c, page: desc.page };
    fields.vehicleMake ??= { value: parsed.make, confidence: c, page: desc.page };
    if (parsed.model) fields.vehicleModel ??= { value: parsed.model, confidence: c * 0.95, page: desc.page };
    if (parsed.trim) fields.vehicleTrim ??= { value: parsed.trim, confidence: c * 0.85, page: desc.page };
  }
  splitModelTrim(fields);
  const vin = fields.vehicleVin;
  const swapped = vin && ocrPages.has(vin.page) ? agreeWithPrintedMake(vin, fields.vehicleMake?.value) : null;
  if (vin && swapped) vin.value = swapped;
  const yearMended = vin && ocrPages.has(vin.page) ? agreeWithPrintedYear(vin.value, fields.vehicleYear?.value) : null;
  if (vin && yearMended) vin.value = yearMended;
  if (vin) {
    const decoded = decodeVin(vin.value);
    if (!decoded.ok) {
      // A labelled 17-character value that fails the check digit is a misread: keep a checked one if any.
      const checked = cands.find((c) => c.field === 'vehicleVin' && decodeVin(c.value).ok);
      if (checked) fields.vehicleVin = { value: checked.value, confidence: checked.confidence, page: checked.page };
      else delete fields.vehicleVin;
    } else {
      const d = decoded.vin;
      const year = fields.vehicleYear;
      if (d.year && !year) fields.vehicleYear = { value: String(d.year), confidence: 0.85, page: vin.page };
      else if (d.year && year && Math.abs(Number(year.value) - d.year) > 1) {
        // Printed and decoded years disagree by more than the model-year/sale-year overlap: trust the VIN.
        fields.vehicleYear = { value: String(d.year), confidence: 0.8, page: vin.page };
      } else if (year && d.year) year.confidence = Math.min(0.99, year.confidence + 0.03);
      const make = fields.vehicleMake;
      const vinMake = makeOfMaker(d.make);
      // A manufacturer code names the parent of a luxury brand (a Lexus's VIN reads "Toyota"): a parent
      // fills an unprinted make only below the confident band, and never replaces the brand printed.
      if (vinMake && !make) fields.vehicleMake = { value: vinMake, confidence: hasBrands(vinMake) ? 0.6 : 0.85, page: vin.page };
      else if (vinMake && make && (vinMake === make.value || isParentOf(vinMake, make.value))) make.confidence = Math.min(0.99, make.confidence + 0.03);
      else if (vinMake && make && isParentOf(make.value, vinMake))
        fields.vehicleMake = { value: vinMake, confidence: Math.min(0.9, make.confidence), page: make.page };
      if (d.model && !fields.vehicleModel) fields.vehicleModel = { value: d.model, confidence: 0.85, page: vin.page };
    }
  }
  delete fields.vehicleDescription;
}

/**
 * A model cell that also carries the trim ("ILX Premium", "E-CLASS E 350", "RX 350 Base"): the model is
 * its first word (two for known two-word models and "<name> <number>" models), the rest the trim. The split
 * is a reading of the layout, not a printed label, so both keep a confidence below the confident band.
 */
function splitModelTrim(fields: ExtractedFields) {
  const model = fields.vehicleModel;
  const make = fields.vehicleMake?.value;
  if (!model || !make || !model.value.includes(' ')) return;
  const trim = fields.vehicleTrim;
  if (trim && model.value.toLowerCase().endsWith(` ${trim.value.toLowerCase()}`)) {
    model.value = model.value.slice(0, model.value.length - trim.value.length - 1).trim();
    return;
  }
  if (trim) return;
  // A load rating printed after the model name is part of it ("Sierra 2500HD", "Silverado 1500").
  const rated = (m: string | null) => (m ? (model.value.slice(m.length).match(/^\s+\d{3,4}(?:HD|XD)?\b/i)?.[0] ?? '') : '');
  const name = knownModel(make, model.value);
  const known = name ? name + rated(name) : null;
  const parsed = known ? { model: known, trim: model.value.slice(known.length).trim() || null } : parseVehicleDescription(`2000 ${make} ${model.value}`);
  if (!parsed?.model || !parsed.trim || parsed.model.length >= model.value.length) return;
  fields.vehicleTrim = { value: parsed.trim, confidence: Math.min(0.85, model.confidence * 0.9), page: model.page };
  fields.vehicleModel = { value: model.value.slice(0, parsed.model.length), confidence: Math.min(0.88, model.confidence), page: model.page };
}

/** The longest model of the built-in lists that the value starts with (as a whole word). */
function knownModel(make: string, value: string): string | null {
  const lower = value.toLowerCase();
  const list = [...(MODELS_BY_MAKE[make] ?? []), ...POPULAR_MODELS];
  const hits = list.filter((m) => lower === m.toLowerCase() || lower.startsWith(`${m.toLowerCase()} `)).sort((a, b) => b.length - a.length);
  return hits[0] ?? null;
}
