import type { AssignmentQuestion, QuestionAnswer } from '../../../shared/assignment-questions';
import { Input, Textarea } from '../../components/ui/input';
import { i18n, translateText } from '../../lib/i18n';

/** One answer control per question type; labelled by the question itself. */
export function QuestionInput({
  question,
  value,
  onChange,
  labelId,
}: {
  question: AssignmentQuestion;
  value: QuestionAnswer | undefined;
  onChange: (v: QuestionAnswer) => void;
  labelId: string;
}) {
  const common = { 'aria-labelledby': labelId, 'aria-required': question.required || undefined, id: `answer-${question.id}` };
  switch (question.type) {
    case 'textarea':
      return <Textarea {...common} rows={4} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          inputMode="decimal"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    case 'date':
      return <Input {...common} type="date" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return (
        <select
          {...common}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{i18n.t('bot.selectOption')}</option>
          {(question.options ?? []).map((o) => (
            <option key={o} value={o}>
              {translateText(o)}
            </option>
          ))}
        </select>
      );
    case 'boolean':
      return (
        <div role="radiogroup" aria-labelledby={labelId} className="flex gap-4">
          {[
            { label: i18n.t('common.yes'), v: true },
            { label: i18n.t('common.no'), v: false },
          ].map((o) => (
            <label key={o.label} className="flex items-center gap-2 text-sm">
              <input type="radio" name={`answer-${question.id}`} checked={value === o.v} onChange={() => onChange(o.v)} />
              {o.label}
            </label>
          ))}
        </div>
      );
    default:
      return <Input {...common} type="text" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
  }
}
