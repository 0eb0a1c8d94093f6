import type { Locale } from '@clinic/contracts/locale';
import { getQuestion } from '@clinic/contracts/content/question';
import { fetchOperation } from './operation.ts';

export function fetchQuestion(locale: Locale, questionId: number, signal?: AbortSignal) {
  return fetchOperation(locale, getQuestion, { question_id: questionId }, signal);
}
