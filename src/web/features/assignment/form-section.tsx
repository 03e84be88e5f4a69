import {
  type AssignmentFieldKey,
  type AssignmentForm,
  assignmentFieldLabel,
  type FormNames,
  MULTILINE_ASSIGNMENT_FIELDS,
  REQUIRED_ASSIGNMENT_FIELDS,
} from '../../../shared/assignment-form';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** One editable section of the assignment form; VIN is upper-cased as it is typed. */
export function FormSection(props: {
  title: string;
  fields: readonly AssignmentFieldKey[];
  form: AssignmentForm;
  names: FormNames;
  invalid: ReadonlySet<AssignmentFieldKey>;
  onChange: (key: AssignmentFieldKey, value: string) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {props.fields.map((key) => {
          const id = `field-${key}`;
          const required = REQUIRED_ASSIGNMENT_FIELDS.includes(key);
          const multiline = MULTILINE_ASSIGNMENT_FIELDS.includes(key);
          const common = {
            id,
            name: key,
            value: props.form[key],
            required,
            'aria-required': required || undefined,
            invalid: props.invalid.has(key),
          };
          return (
            <div key={key} className={multiline ? 'sm:col-span-2' : undefined}>
              <Label htmlFor={id} required={required}>
                {assignmentFieldLabel(key, props.names)}
              </Label>
              {multiline ? (
                <Textarea {...common} rows={key === 'additional_information' ? 4 : 3} onChange={(e) => props.onChange(key, e.target.value)} />
              ) : (
                <Input
                  {...common}
                  type={key.endsWith('_email') ? 'email' : key.endsWith('_phone') ? 'tel' : 'text'}
                  autoCapitalize={key === 'vin' ? 'characters' : undefined}
                  spellCheck={key === 'vin' ? false : undefined}
                  onChange={(e) => props.onChange(key, key === 'vin' ? e.target.value.toUpperCase() : e.target.value)}
                />
              )}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
