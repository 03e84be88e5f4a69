import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { isEmail } from '../../../shared/claim';
import { FormSection } from './form-sections';
import type { Wizard } from './use-wizard';

export function filedForErrors(filedFor: { name: string; email: string }): { name?: string; email?: string } {
  return {
    name: filedFor.name.trim().length < 2 ? 'Client name must be at least 2 characters' : undefined,
    email: isEmail(filedFor.email.trim()) ? undefined : 'Please enter a valid email address',
  };
}

/** Admin New Claim: the client the claim is filed for (DESIGN.md "Admin New Claim"). */
export function FiledForSection({ wizard, showErrors }: { wizard: Wizard; showErrors: boolean }) {
  const { filedFor } = wizard.state;
  const errors = filedForErrors(filedFor);
  const set = (patch: Partial<typeof filedFor>) => wizard.update((s) => ({ filedFor: { ...s.filedFor, ...patch } }));
  return (
    <FormSection title="Filing For Client">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="filed-for-name" required>
            Client Name
          </Label>
          <Input
            id="filed-for-name"
            value={filedFor.name}
            invalid={showErrors && !!errors.name}
            aria-describedby={showErrors && errors.name ? 'filed-for-name-error' : undefined}
            onChange={(e) => set({ name: e.target.value })}
          />
          <FieldError id="filed-for-name-error" message={showErrors ? errors.name : undefined} />
        </div>
        <div>
          <Label htmlFor="filed-for-email" required>
            Client Email
          </Label>
          <Input
            id="filed-for-email"
            type="email"
            value={filedFor.email}
            invalid={showErrors && !!errors.email}
            aria-describedby={showErrors && errors.email ? 'filed-for-email-error' : undefined}
            onChange={(e) => set({ email: e.target.value })}
          />
          <FieldError id="filed-for-email-error" message={showErrors ? errors.email : undefined} />
        </div>
      </div>
    </FormSection>
  );
}
