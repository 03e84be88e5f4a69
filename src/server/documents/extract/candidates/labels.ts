/**
 * Candidates from labels: every label hit of a page (its value on the line, in the next cell, under it,
 * under a heading row) gives a candidate for each field the label names, with how it was found, the
 * label's specificity, whether it is weak and whether it sits among a valuation's comparables. Generic
 * contact labels ("Phone:", "Email:") are the writer's or the owner's by the document kind.
 */
import type { DocumentKind } from '../../../../shared/categories';
import type { DocumentText } from '../../text/types';
import { findLabels, type LabelHit, pageCells } from '../cells';
import { LABEL_PRIORITY, WEAK_LABELS } from '../field-spec';
import { type FieldName, fieldsForLabel, fieldsForOcrLabel, isKnownLabel, isKnownOcrLabel, normLabel } from '../labels';
import { readField } from '../normalise-field';
import { parsePhone, parseVehicleDescription } from '../normalize';
import { comparablesStart } from './sections';
import { columnHits } from '../columns';
import type { RawCandidate } from './types';

const VEHICLE_FIELDS = new Set<FieldName>(['vehicleVin', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'vehicleTrim', 'vehicleDescription', 'mileage']);

export function labelCandidates(out: RawCandidate[], text: DocumentText, kind: DocumentKind): void {
  for (const page of text.pages) {
    const isLabel = page.ocr ? isKnownOcrLabel : isKnownLabel;
    const grid = findLabels(page, isLabel);
    // The layout's label grid finds label rows it can prove are rows of labels; the column reader also
    // takes a label over its value among diagram numbers and legends (a crash report's unit block).
    // A label and value the grid already read are not read twice.
    const gridHas = new Set(grid.filter((h) => h.layout === 'column').map((h) => `${h.label}|${h.value}`));
    const hits = [...grid, ...columnHits(page, isLabel).filter((h) => !gridHas.has(`${h.label}|${h.value}`))];
    const labelFields = page.ocr ? fieldsForOcrLabel : fieldsForLabel;
    const comparables = comparablesStart(page);
    // Two or more VINs under a comparables heading are the comparables' own: none of them is the claim's.
    const listedVins = hits.filter((h) => h.line >= comparables && labelFields(h.label).includes('vehicleVin')).length >= 2;
    for (const hit of hits) {
      const cue = hit.layout;
      // "Description: 2017 Ford Mustang GT 2D CPE": a year-make-model value under any label describes the vehicle.
      const first = hit.value.split(/\s{2,}/)[0] ?? '';
      if (hit.line < comparables && /^(19[5-9]\d|20[0-4]\d)\s*[\s/]\s*[A-Za-z]/.test(hit.value) && parseVehicleDescription(first))
        out.push({ field: 'vehicleDescription', raw: first, page: page.pageNumber, typed: true, features: { cue, ocr: page.ocr, describesVehicle: true } });
      for (const field of [...labelFields(hit.label), ...contactFieldsForLabel(hit.label, kind), ...ownerContactFields(hit, hits, kind)]) {
        const inComparables = hit.line >= comparables && VEHICLE_FIELDS.has(field);
        if (inComparables && field === 'vehicleVin' && listedVins) continue;
        const rank = LABEL_PRIORITY[field]?.indexOf(hit.label.toLowerCase().replace(/[:#]/g, '').trim()) ?? -1;
        out.push({
          field,
          raw: hit.value,
          rest: hit.rest,
          page: page.pageNumber,
          features: {
            cue,
            ocr: page.ocr,
            ...(rank >= 0 ? { labelRank: rank } : {}),
            ...(WEAK_LABELS[field]?.includes(normLabel(hit.label)) ? { weakLabel: true } : {}),
            ...(inComparables ? { inComparables } : {}),
          },
        });
        if ((field === 'insuredName' || field === 'writer') && hit.layout === 'below' && readField(field, hit.value, hit.rest)) phoneBelow(out, page, hit);
      }
    }
  }
}

const GENERIC_CONTACT: Array<[RegExp, 'phone' | 'email' | 'address']> = [
  [/^(phone|tel|telephone|direct|office|ph|cell|mobile)$/i, 'phone'],
  [/^(e-?mail|email address)$/i, 'email'],
  [/^(address|mailing address|office address)$/i, 'address'],
];

/**
 * Unqualified "Phone:", "Email:", "Address:" lines belong to whoever wrote the document: in an appraiser's
 * letter they are the appraiser's, in a shop's estimate the shop's. Other kinds leave them alone.
 */
function contactFieldsForLabel(label: string, kind: DocumentKind): FieldName[] {
  const what = GENERIC_CONTACT.find(([re]) => re.test(label.replace(/[:#.]/g, '').trim()))?.[1];
  if (!what) return [];
  if (kind === 'opposing_appraiser') return [{ phone: 'appraiserPhone', email: 'appraiserEmail', address: 'appraiserAddress' }[what] as FieldName];
  if (kind === 'shop_estimate') return what === 'email' ? [] : [what === 'phone' ? 'shopPhone' : 'shopAddress'];
  return [];
}

/**
 * "Owner: Fatima Petrakis  Ph: (515) 493-8129": on a tow ticket, a rental receipt, a police report or
 * the firm's assignment, an unqualified phone or e-mail printed on the owner's (insured's) line, right
 * after his name, is his. Estimates and appraisers' papers print their writer's contacts in that
 * place, so they are left alone.
 */
function ownerContactFields(hit: LabelHit, hits: LabelHit[], kind: DocumentKind): FieldName[] {
  if (kind !== 'other' && kind !== 'firm_assignment') return [];
  const what = GENERIC_CONTACT.find(([re]) => re.test(hit.label.replace(/[:#.]/g, '').trim()))?.[1];
  if (what !== 'phone' && what !== 'email') return [];
  const before = hits.filter((h) => h.line === hit.line && h.layout !== 'below' && h.x < hit.x).sort((a, b) => b.x - a.x)[0];
  return before && fieldsForLabel(before.label).includes('insuredName') ? [what] : [];
}

/** In owner blocks (CCC) the phone is printed under the name. */
function phoneBelow(out: RawCandidate[], page: DocumentText['pages'][number], hit: LabelHit) {
  for (const row of pageCells(page).slice(hit.line + 1, hit.line + 3)) {
    const cell = row.find((c) => Math.abs(c.x - hit.x) <= 30 && parsePhone(c.text));
    if (cell) {
      out.push({ field: 'phone', raw: parsePhone(cell.text) as string, page: page.pageNumber, typed: true, features: { cue: 'phone-below', ocr: page.ocr } });
      return;
    }
  }
}
