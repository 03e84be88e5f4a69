import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { currentLocale, translateMessage } from '../../lib/i18n';
import { fieldErrors, postSignup, type SignupAnswer } from './auth-api';

const EMPTY = { firstName: '', lastName: '', company: '', email: '', phoneNumber: '' };
type Fields = typeof EMPTY;

/** Labels are the messages auth.field.<key>. */
const FIELDS: Array<{ key: keyof Fields; type?: string; autoComplete: string }> = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'company', autoComplete: 'organization' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
];

/** The server names the combined name "fullName"; its message belongs under First Name. */
const SERVER_FIELD: Record<string, keyof Fields> = {
  fullName: 'firstName',
  lastName: 'lastName',
  company: 'company',
  email: 'email',
  phoneNumber: 'phoneNumber',
};

/** Request Account Access: the server makes a pending user and tells the username. */
export function RequestAccessForm({ onSubmitted }: { onSubmitted(answer: SignupAnswer): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const signup = useMutation({
    mutationFn: postSignup,
    onSuccess: (answer) => {
      toast({ title: t('auth.request.submitted'), description: translateMessage(answer.message), duration: TOAST_DURATION.requestSubmitted });
      setValues(EMPTY);
      setErrors({});
      onSubmitted(answer);
    },
    onError: (err) => {
      const byField: Partial<Record<keyof Fields, string>> = {};
      for (const [field, message] of Object.entries(fieldErrors(err))) {
        const key = SERVER_FIELD[field];
        if (key) byField[key] = message;
      }
      setErrors(byField);
      toast({ title: t('auth.request.failed'), description: errorMessage(err, t('auth.request.failedText')), variant: 'destructive' });
    },
  });

  const submit = () => {
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as Fields;
    if (Object.values(trimmed).some((v) => !v)) {
      toast({ title: t('auth.request.missing'), description: t('auth.request.missingText'), variant: 'destructive' });
      return;
    }
    signup.mutate({
      fullName: `${trimmed.firstName} ${trimmed.lastName}`.trim(),
      lastName: trimmed.lastName,
      company: trimmed.company,
      email: trimmed.email,
      phoneNumber: trimmed.phoneNumber,
      locale: currentLocale(),
    });
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.slice(0, 2).map((f) => (
          <TextField key={f.key} field={f} value={values[f.key]} error={errors[f.key]} onChange={(v) => setValues({ ...values, [f.key]: v })} />
        ))}
      </div>
      {FIELDS.slice(2).map((f) => (
        <TextField key={f.key} field={f} value={values[f.key]} error={errors[f.key]} onChange={(v) => setValues({ ...values, [f.key]: v })} />
      ))}
      <Button type="submit" disabled={signup.isPending} aria-busy={signup.isPending}>
        {t('auth.request.submit')}
      </Button>
    </form>
  );
}

function TextField({ field, value, error, onChange }: { field: (typeof FIELDS)[number]; value: string; error?: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = `request-${field.key}`;
  return (
    <div>
      <Label htmlFor={id} required>
        {t(`auth.field.${field.key}`)}
      </Label>
      <Input
        id={id}
        type={field.type ?? 'text'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={field.autoComplete}
        required
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
