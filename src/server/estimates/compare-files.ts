import type { EstimateComparison } from '../../shared/estimate-comparison.js';

export interface EstimateInput {
  bytes: Buffer;
  fileName?: string;
}

export interface CompareOptions {
  signal?: AbortSignal;
  /** OCR pages without a text layer (default true). */
  ocr?: boolean;
}

/** Reads both estimates and compares them. Filled in by the parsers (issue 8). */
export async function compareEstimateFiles(
  _carrier: EstimateInput,
  _other: EstimateInput,
  _options: CompareOptions = {},
): Promise<EstimateComparison | null> {
  return null;
}
