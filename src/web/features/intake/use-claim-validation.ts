import { useMemo } from 'react';
import { type ClaimFormField, requiredFieldsFor, validateClaimFields } from '../../../shared/claim';
import { translateMessage } from '../../lib/i18n';
import type { WizardState } from './wizard-types';

/** Checks the form on every change with the shared rules (spec section 5). */
export function useClaimValidation(state: WizardState) {
  return useMemo(() => {
    const ctx = { claimType: state.claimType, claimSubType: state.claimSubType, opposingAppraiserStatus: state.opposingAppraiserStatus };
    const issues = validateClaimFields(state.values, ctx);
    const errors: Partial<Record<ClaimFormField, string>> = {};
    for (const i of issues) errors[i.field] ??= translateMessage(i.message);
    const required = new Set(requiredFieldsFor(state.claimType, state.claimSubType, state.opposingAppraiserStatus));
    return { errors, required, issues };
    // The language is read inside: the wizard re-renders on a switch, and the messages follow.
  }, [state.values, state.claimType, state.claimSubType, state.opposingAppraiserStatus]);
}
