import { useState, useTransition } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Direction } from '@clinic/contracts/content/direction';
import { buildPath } from '@clinic/contracts/routes';
import { TOOL_QUERY, quizAnswers } from '@clinic/contracts/tool-query';
import { useLocale } from '@clinic/i18n/use-locale';
import { Button } from '@clinic/ui/button';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useContent } from '@clinic/state/use-content';
import { DataBoundary } from '../common/data-boundary.tsx';
import { useFormLinks } from '../common/form-links.ts';
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

/** Where the quiz's forms go without scripts: the home page, scrolled to the quiz. */
function useQuizAction(): string {
  return `${buildPath('index', useLocale())}#quiz-title`;
}

function Result({ slug, steps, onRestart }: { slug: string; steps: readonly Step[]; onRestart: () => void }) {
  const locale = useLocale();
  const intl = useIntl();
  const links = useFormLinks();
  const action = useQuizAction();
  const suggestion = findSuggestion(useContent('directions', {}), slug);
  const answers = steps.map((step) => step.answer).join(' → ');
  return (
    <div className="quiz__result" role="status">
      {suggestion ? (
        <p className="quiz__suggestion">
          <FormattedMessage
            id="home.questions.suggestion"
            values={{
              name: <Link to={buildPath('direction-subdirection', locale, suggestion.params)}>{suggestion.name}</Link>,
            }}
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
      <form
        className="content-actions"
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          onRestart();
        }}
      >
        <DialogLink
          {...links.order(
            intl.formatMessage({ id: 'content.order.quizNote' }, { answers, name: suggestion?.name ?? '—' }),
          )}
        >
          <FormattedMessage id="content.book" />
        </DialogLink>
        <Button type="submit" variant="secondary">
          <FormattedMessage id="home.questions.restart" />
        </Button>
      </form>
    </div>
  );
}

interface WalkProps {
  questionId: number;
  /** The answers still to follow, and those followed so far. */
  answers: readonly number[];
  taken: readonly number[];
  steps: readonly Step[];
  pending: boolean;
  onAnswer: (path: number[]) => void;
  onRestart: () => void;
}

/** Follows the answers given, question by question, to the question to answer now or to the result. */
function QuizWalk({ questionId, answers, taken, steps, pending, onAnswer, onRestart }: WalkProps) {
  const question = useContent('question', { question_id: questionId });
  const action = useQuizAction();
  const [given, ...rest] = answers;
  const answer = question.answers.find((candidate) => candidate.id === given);
  if (answer) {
    const step = { question: question.question, answer: answer.text };
    if (answer.next_question_id === null)
      return <Result slug={answer.direction_slug ?? ''} steps={[...steps, step]} onRestart={onRestart} />;
    return (
      <QuizWalk
        questionId={answer.next_question_id}
        answers={rest}
        taken={[...taken, answer.id]}
        steps={[...steps, step]}
        pending={pending}
        onAnswer={onAnswer}
        onRestart={onRestart}
      />
    );
  }
  // Each answer sends the answers so far with its own: without scripts the server renders the next step.
  return (
    <form method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      <fieldset className="quiz__step" disabled={pending}>
        <legend className="quiz__question">{question.question}</legend>
        <div className="quiz__answers">
          {question.answers.map((candidate) => (
            <button
              key={candidate.id}
              type="submit"
              name={TOOL_QUERY.quiz}
              value={[...taken, candidate.id].join('.')}
              className="quiz__answer"
              onClick={(event) => {
                event.preventDefault();
                onAnswer([...taken, candidate.id]);
              }}
            >
              {candidate.text}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
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

/**
 * The Q&A quiz: answers lead question by question to a suggested direction and the appointment form.
 * The answers given are its state, and also the address's `quiz` value a browser without scripts sends,
 * from which the server renders the next question or the result.
 */
export function QuestionsSection() {
  const [params] = useSearchParams();
  const [path, setPath] = useState(() => quizAnswers(params.get(TOOL_QUERY.quiz)));
  const [pending, startTransition] = useTransition();

  return (
    <section className="quiz" aria-labelledby="quiz-title">
      <SectionIntro className="quiz__intro" headingId="quiz-title" prefix="home.questions" />
      <div className="quiz__panel">
        <DataBoundary empty={(tryAgain) => <QuizFailed onTryAgain={tryAgain} />}>
          <QuizWalk
            questionId={FIRST_QUESTION_ID}
            answers={path}
            taken={[]}
            steps={[]}
            pending={pending}
            onAnswer={(next) => startTransition(() => setPath(next))}
            onRestart={() => setPath([])}
          />
        </DataBoundary>
      </div>
    </section>
  );
}
