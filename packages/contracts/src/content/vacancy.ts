import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, Ref, Slug, Text } from './fields.ts';

export const VacancySchema = v.object({
  id: Id,
  name: Text,
  slug: Slug,
  clinic: Ref,
  schedule: Text,
  /** Monthly salary range in UAH; `salary_to` is null for "from". */
  salary_from: v.pipe(v.number(), v.integer(), v.minValue(0)),
  salary_to: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  duties: v.pipe(v.array(Text), v.minLength(1)),
  requirements: v.pipe(v.array(Text), v.minLength(1)),
  /** What the clinic offers: contract, pay, training. */
  conditions: v.optional(v.array(Text)),
});
export type Vacancy = v.InferOutput<typeof VacancySchema>;

const VacancyListSchema = v.array(VacancySchema);

export const getVacancies = contentOperation('vacancies/get-vacancies/', [], VacancyListSchema);
