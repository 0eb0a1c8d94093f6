import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, Slug, Text } from './fields.ts';

/**
 * One step of the Q&A quiz. An answer leads to the next question or, when
 * `next_question_id` is null, to the appointment form, with the direction it suggests.
 */
export const QuestionSchema = v.object({
  id: Id,
  question: Text,
  answers: v.pipe(
    v.array(
      v.object({
        id: Id,
        text: Text,
        next_question_id: v.nullable(Id),
        direction_slug: v.nullable(Slug),
      }),
    ),
    v.minLength(2),
  ),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

export const getQuestion = contentOperation('qa/get-question/', ['question_id'], QuestionSchema);
