import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AssignmentQuestion, fallbackQuestions, checkAnswer, isAnswerMissing, type QuestionAnswer } from '../../../shared/assignment-questions';
import { useSaveClaimAnswers } from '../../api/claim';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { i18n, translateText } from '../../lib/i18n';
import { useContent } from '../../api/content';
import type { ClaimHandOff } from '../../lib/claim-types';
import { QuestionInput } from './question-input';
import { generateQuestions } from './questions-api';

/** Spec section 7: generate from the claim; on failure log it and use the local fallback questions. */
async function loadQuestions(source: ClaimHandOff, carrierOptions: readonly string[]): Promise<AssignmentQuestion[]> {
  try {
    const body = await generateQuestions({
      claimData: source.claimData,
      analysisResult: source.analysisResult,
      uploadedFiles: source.uploadedFiles,
    });
    if (!Array.isArray(body.questions) || body.questions.length === 0) return fallbackQuestions(carrierOptions);
    return body.questions;
  } catch (err) {
    console.error('Question generation failed; using the default questions', err);
    return fallbackQuestions(carrierOptions);
  }
}

/** The Assignment Bot: one question at a time, progress, Previous / Next / Skip Questions / Complete. */
export function AssignmentBot({ source, onDone, onSkip }: { source: ClaimHandOff; onDone: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const [questions, setQuestions] = useState<AssignmentQuestion[] | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>({});
  // Read when the questions load; the content arriving later must not load them again.
  const carrierOptions = useRef(useContent().carrierOptions);

  useEffect(() => {
    let live = true;
    loadQuestions(source, carrierOptions.current).then((qs) => {
      if (live) setQuestions(qs);
    });
    return () => {
      live = false;
    };
  }, [source]);

  const save = useSaveClaimAnswers(source.referenceNumber);
  const saveQuestions = (qs: AssignmentQuestion[]) =>
    save.mutate(
      { answers: qs.map((q) => ({ id: q.id, question: q.question, category: q.category, type: q.type, answer: answers[q.id] ?? null })) },
      {
        onSuccess: () => {
          toast({ title: i18n.t('bot.saved'), description: i18n.t('bot.savedText') });
          onDone();
        },
        onError: (err) => {
          toast({ title: i18n.t('toast.error'), description: errorMessage(err, i18n.t('bot.saveFailed')), variant: 'destructive' });
        },
      },
    );

  if (!questions) return <Spinner label={t('bot.preparing')} />;
  const q = questions[index];
  const last = index === questions.length - 1;
  // An answer is checked by what the question asks for (an address is not an e-mail).
  const problem = checkAnswer(q, answers[q.id]);
  const blocked = (q.required && isAnswerMissing(answers[q.id])) || problem !== null;
  const percent = Math.round(((index + 1) / questions.length) * 100);
  const labelId = `question-${q.id}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bot className="h-5 w-5 text-brand-600" aria-hidden /> {t('bot.title')}
        </CardTitle>
        <div className="flex items-center justify-between text-sm text-slate-600">
          <span>{t('bot.questionOf', { n: index + 1, total: questions.length })}</span>
          <span>{t('bot.complete', { value: percent / 100 })}</span>
        </div>
        <Progress value={percent} label={t('bot.answered')} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="purple">{t(`bot.category.${q.category}`, { defaultValue: q.category })}</Badge>
          {q.priority === 'high' && <Badge tone="red">{t('bot.high')}</Badge>}
          {q.required && <Badge tone="orange">{t('upload.cards.required')}</Badge>}
        </div>
        <p id={labelId} className="text-lg font-medium">
          {translateText(q.question)}
        </p>
        {q.context && <p className="text-sm text-slate-600">{translateText(q.context)}</p>}
        <QuestionInput question={q} value={answers[q.id]} labelId={labelId} onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))} />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {translateText(problem)}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <div className="flex gap-2">
            <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
              {t('upload.previous')}
            </Button>
            <Button variant="ghost" onClick={onSkip}>
              {t('bot.skip')}
            </Button>
          </div>
          {last ? (
            <Button variant="success" disabled={blocked || save.isPending} onClick={() => saveQuestions(questions)}>
              {save.isPending ? t('bot.saving') : t('bot.done')}
            </Button>
          ) : (
            <Button disabled={blocked} onClick={() => setIndex((i) => i + 1)}>
              {t('bot.next')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
