/** CIECA code lists: labor operations, labor types and part types, as estimates print them. */
import type { LaborType, LineOperation, PartType } from '../../shared/estimate-comparison.js';

/** CIECA LaborOperation codes → the operations estimates print. */
export const OPERATION_BY_CODE: Record<string, LineOperation> = {
  OP0: 'Other',
  OP1: 'Rpr',
  OP2: 'R&I',
  OP3: 'Add',
  OP4: 'Algn',
  OP5: 'O/H',
  OP6: 'Refn',
  OP7: 'Chk',
  OP8: 'Chk',
  OP9: 'Rpr',
  OP10: 'Rpr',
  OP11: 'Repl',
  OP12: 'Repl',
  OP13: 'Add',
  OP14: 'Add',
  OP15: 'Blnd',
  OP16: 'Subl',
  OP17: 'Add',
  OP20: 'R&I',
  OP26: 'Subl',
};

/** CIECA LaborType codes → our labor types. */
export function laborTypeFromCode(code: string | null): LaborType | null {
  if (!code) return null;
  const c = code.toUpperCase();
  if (c === 'LAR' || c === 'LA1') return 'paint';
  if (c === 'LAB' || c === 'LAA' || c === 'LA4' || c === 'LA2' || c === 'LA3') return 'body';
  if (c === 'LAM') return 'mechanical';
  if (c === 'LAF') return 'frame';
  if (c === 'LAS') return 'structural';
  if (c === 'LAE') return 'electrical';
  if (c === 'LAG') return 'glass';
  if (c === 'LAD') return 'diagnostic';
  return 'other';
}

/** CIECA PartType codes: PAN new OEM, PAA aftermarket, PAL/PAU used (LKQ), PAM/PAR/PAC reconditioned. */
export function partTypeFromCode(code: string | null): PartType | null {
  switch ((code ?? '').toUpperCase()) {
    case 'PAN':
    case 'PAO':
    case 'PAP':
      return 'OEM';
    case 'PAA':
      return 'aftermarket';
    case 'PAL':
    case 'PAU':
    case 'PAG':
      return 'used';
    case 'PAM':
    case 'PAR':
    case 'PAC':
      return 'reconditioned';
    default:
      return null;
  }
}
