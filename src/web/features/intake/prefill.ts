import { CLAIM_FORM_FIELDS, type ClaimForm, type ClaimFormField, OPPOSING_APPRAISER_FIELDS } from '../../../shared/claim';
import type { AnalysisResult, FieldSource, LockableField } from './wizard-types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Maps opposingAppraiserInfo's short keys (name, company…) onto the form's field names. */
function appraiserField(key: string): ClaimFormField | null {
  const full = key.startsWith('opposingAppraiser') || key.startsWith('opposingEstimate') ? key : `opposingAppraiser${key[0]?.toUpperCase()}${key.slice(1)}`;
  return (OPPOSING_APPRAISER_FIELDS as readonly string[]).includes(full) || full === 'opposingEstimateAmount' || full === 'opposingEstimateDate'
    ? (full as ClaimFormField)
    : null;
}

/**
 * Pre-fill per spec section 3: only string values of existing form fields (the year may come as a
 * number); opposing-appraiser info (top level or nested in claimData) only into fields that exist.
 * Never overwrites what the user typed or a locked field.
 */
export function applyAnalysis(
  values: ClaimForm,
  analysis: AnalysisResult,
  locks: Record<LockableField, boolean>,
): { values: ClaimForm; filled: Partial<Record<ClaimFormField, FieldSource | null>> } {
  const next: ClaimForm = { ...values };
  const filled: Partial<Record<ClaimFormField, FieldSource | null>> = {};
  const claimData = isObject(analysis.claimData) ? analysis.claimData : {};
  const sources = isObject(analysis.sources) ? analysis.sources : {};

  const put = (field: ClaimFormField, raw: unknown) => {
    if ((locks as Record<string, boolean>)[field]) return;
    const current = next[field];
    if (current !== null && current !== '' && current !== undefined) return;
    if (field === 'vehicleYear') {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{4}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
      if (!Number.isInteger(n)) return;
      next.vehicleYear = n;
    } else {
      if (typeof raw !== 'string' || raw.trim() === '') return;
      (next as Record<string, unknown>)[field] = raw.trim();
    }
    filled[field] = (sources[field] as FieldSource | undefined) ?? null;
  };

  for (const [key, raw] of Object.entries(claimData)) {
    if ((CLAIM_FORM_FIELDS as readonly string[]).includes(key)) put(key as ClaimFormField, raw);
  }
  const appraiser = isObject(analysis.opposingAppraiserInfo)
    ? analysis.opposingAppraiserInfo
    : isObject(claimData.opposingAppraiserInfo)
      ? claimData.opposingAppraiserInfo
      : {};
  for (const [key, raw] of Object.entries(appraiser)) {
    const field = appraiserField(key);
    if (field) put(field, raw);
  }
  return { values: next, filled };
}
