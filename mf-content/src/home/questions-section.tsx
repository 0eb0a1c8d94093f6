import { useState, useTransition } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Direction } from '@clinic/contracts/content/direction';
import { buildPath } from '@clinic/contracts/routes';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { useLocale } from '@clinic/i18n/use-locale';
import { Button } from '@clinic/ui/button';
import { useContent } from '@clinic/state/use-content';
import { DataBoundary } from '../common/data-boundary.tsx';
import { SectionIntro } from './section-intro.tsx';
import './questions-section.css';

const FIRST_QUESTION_ID = 1;

interface Step {
  question: string;
  answer: string;
}

/** Where a suggested slug lives: a direction, or a sub-direction under its parent. */
function findSuggestion(directions: readonly Direction[], slug: string) {
  for (const direction of directions) {
    if (direction.slug === slug) return { name: direction.name, params: { direction: direction.slug } };
    const sub = direction.sub_directions.find((candidate) => candidate.slug === slug);
    if (sub) return { name: sub.name, params: { direction: direction.slug, subdirection: sub.slug } };
  }
  return undefined;
}

function Result({ slug, steps, onRestart }: { slug: string; steps: readonly Step[]; onRestart: () => void }) {
  const locale = useLocale();
  const intl = useIntl();
  const openOrder = useSetAtom(orderDialogAtom);
  const suggestion = findSuggestion(useContent('directions', {}), slug);
  const answers = steps.map((step) => step.answer).join(' → ');
  return (
    <div className="quiz__result" role="status">
      {suggestion ? (
        <p className="quiz__suggestion">
          <FormattedMessage
            id="home.questions.suggestion"
            values={{ name: <Link to={buildPath('direction-subdirection', locale, suggestion.params)}>{suggestion.name}</Link> }}
          />
        </p>
      ) : (
        <p className="quiz__suggestion">
          <FormattedMessage id="home.questions.noSuggestion" />
        </p>
      )}
      <p>
        <FormattedMessage id="home.questions.formHint" />
      </p>
      <div className="content-actions">
        <Button
          onClick={() =>
            openOrder({
              isOpen: true,
              note: intl.formatMessage({ id: 'content.order.quizNote' }, { answers, name: suggestion?.name ?? '—' }),
            })
          }
        >
          <FormattedMessage id="content.book" />
        </Button>
        <Button variant="secondary" onClick={onRestart}>
          <FormattedMessage id="home.questions.restart" />
        </Button>
      </div>
    </div>
  );
}

function QuestionStep({ id, onAnswer, pending }: { id: number; onAnswer: (step: Step, next: number | null, slug: string | null) => void; pending: boolean }) {
  const question = useContent('question', { question_id: id });
  return (
    <fieldset className="quiz__step" disabled={pending}>
      <legend className="quiz__question">{question.question}</legend>
      <div className="quiz__answers">
        {question.answers.map((answer) => (
          <button
            key={answer.id}
            type="button"
            className="quiz__answer"
            onClick={() => onAnswer({ question: question.question, answer: answer.text }, answer.next_question_id, answer.direction_slug)}
          >
            {answer.text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A question that could not be loaded: said, with a way to ask for it again. */
function QuizFailed({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <div className="quiz__result" role="status">
      <p>
        <FormattedMessage id="home.questions.failed" />
      </p>
      <div className="content-actions">
        <Button variant="secondary" onClick={onTryAgain}>
          <FormattedMessage id="home.questions.retry" />
        </Button>
      </div>
    </div>
  );
}

/** The Q&A quiz: answers lead question by question to a suggested direction and the appointment form. */
export function QuestionsSection() {
  const [questionId, setQuestionId] = useState(FIRST_QUESTION_ID);
  const [steps, setSteps] = useState<Step[]>([]);
  const [suggested, setSuggested] = useState<string | null | undefined>(undefined);
  const [pending, startTransition] = useTransition();

  const answer = (step: Step, next: number | null, slug: string | null) => {
    setSteps((previous) => [...previous, step]);
    if (next !== null) startTransition(() => setQuestionId(next));
    else setSuggested(slug);
  };
  const restart = () => {
    setSteps([]);
    setSuggested(undefined);
    setQuestionId(FIRST_QUESTION_ID);
  };

  return (
    <section className="content-section quiz" aria-labelledby="quiz-title">
      <SectionIntro className="quiz__intro" headingId="quiz-title" prefix="home.questions" />
      <div className="quiz__panel">
        <DataBoundary empty={(tryAgain) => <QuizFailed onTryAgain={tryAgain} />}>
          {suggested === undefined ? (
            <QuestionStep id={questionId} onAnswer={answer} pending={pending} />
          ) : (
            <Result slug={suggested ?? ''} steps={steps} onRestart={restart} />
          )}
        </DataBoundary>
      </div>
    </section>
  );
}
