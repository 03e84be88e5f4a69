import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type AssignmentQuestion,
  fallbackQuestions,
  checkAnswer,
  isAnswerMissing,
  type QuestionAnswer,
} from '../../../shared/assignment-questions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { useContent } from '../../lib/use-content';
import type { ClaimHandOff } from '../../lib/claim-types';
import { QuestionInput } from './question-input';

/** Spec section 7: generate from the claim; on failure log it and use the local fallback questions. */
async function loadQuestions(source: ClaimHandOff, carrierOptions: readonly string[]): Promise<AssignmentQuestion[]> {
  try {
    const res = await apiRequest('POST', '/api/smart-assignment-questions', {
      claimData: source.claimData,
      analysisResult: source.analysisResult,
      uploadedFiles: source.uploadedFiles,
    });
    const body = (await res.json()) as { questions?: AssignmentQuestion[] };
    if (!Array.isArray(body.questions) || body.questions.length === 0) return fallbackQuestions(carrierOptions);
    return body.questions;
  } catch (err) {
    console.error('Question generation failed; using the default questions', err);
    return fallbackQuestions(carrierOptions);
  }
}

/** The Assignment Bot: one question at a time, progress, Previous / Next / Skip Questions / Complete. */
export function AssignmentBot({
  source,
  onDone,
  onSkip,
}: {
  source: ClaimHandOff;
  onDone: () => void;
  onSkip: () => void;
}) {
  const [questions, setQuestions] = useState<AssignmentQuestion[] | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>({});
  const queryClient = useQueryClient();
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

  const save = useMutation({
    mutationFn: async (qs: AssignmentQuestion[]) => {
      const payload = qs.map((q) => ({ id: q.id, question: q.question, category: q.category, type: q.type, answer: answers[q.id] ?? null }));
      await apiRequest('POST', `/api/claims/${encodeURIComponent(source.referenceNumber)}/answers`, { answers: payload });
    },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['/api/claims', source.referenceNumber] });
      toast({ title: 'Answers Saved', description: 'Thank you. Your answers were added to the claim.' });
      onDone();
    },
    onError: (err) => {
      toast({ title: 'Error', description: errorMessage(err, 'Your answers could not be saved. Please try again.'), variant: 'destructive' });
    },
  });

  if (!questions) return <Spinner label="Preparing your questions..." />;
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
          <Bot className="h-5 w-5 text-brand-600" aria-hidden /> Assignment Bot
        </CardTitle>
        <div className="flex items-center justify-between text-sm text-slate-600">
          <span>
            Question {index + 1} of {questions.length}
          </span>
          <span>{percent}% complete</span>
        </div>
        <Progress value={percent} label="Questions answered" />
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="purple">{q.category}</Badge>
          {q.priority === 'high' && <Badge tone="red">High Priority</Badge>}
          {q.required && <Badge tone="orange">Required</Badge>}
        </div>
        <p id={labelId} className="text-lg font-medium">
          {q.question}
        </p>
        {q.context && <p className="text-sm text-slate-600">{q.context}</p>}
        <QuestionInput question={q} value={answers[q.id]} labelId={labelId} onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))} />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <div className="flex gap-2">
            <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
              Previous
            </Button>
            <Button variant="ghost" onClick={onSkip}>
              Skip Questions
            </Button>
          </div>
          {last ? (
            <Button variant="success" disabled={blocked || save.isPending} onClick={() => save.mutate(questions)}>
              {save.isPending ? 'Saving...' : 'Complete'}
            </Button>
          ) : (
            <Button disabled={blocked} onClick={() => setIndex((i) => i + 1)}>
              Next
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
