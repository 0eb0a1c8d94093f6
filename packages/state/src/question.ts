import { fetchQuestion } from '@clinic/api-client/question';
import { cachedQuery, queryAtom } from './query-cache.ts';

/** One step of the Q&A quiz by its id. */
export const loadQuestion = cachedQuery((locale, { id }: { id: number }) => fetchQuestion(locale, id));
export const questionAtom = queryAtom(loadQuestion);
