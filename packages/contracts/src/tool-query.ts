/**
 * What the calculator and the home page's quiz put in the address when their forms are sent by a browser
 * that runs no script: the server renders the result from it. `direction` and `service` (one per chosen
 * price line, `{group slug}:{price line id}`); `quiz`: the ids of the answers given, in order, dot-separated.
 */
export const TOOL_QUERY = { direction: 'direction', service: 'service', quiz: 'quiz' } as const;

const ANSWER_PATH = /^\d{1,6}(?:\.\d{1,6}){0,19}$/;

/** The answers of a `quiz` value; nothing for a value that is not one. */
export function quizAnswers(value: string | null): number[] {
  return value && ANSWER_PATH.test(value) ? value.split('.').map(Number) : [];
}
