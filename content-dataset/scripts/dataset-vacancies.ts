/** Open positions at the two clinics. */
import type { L } from './localized.ts';
import { readSource } from './source.ts';

export interface VacancyText {
  slug: string;
  name: L;
  clinic: string;
  schedule: L;
  /** Monthly salary, UAH; no upper bound when `salaryTo` is null. */
  salaryFrom: number;
  salaryTo: number | null;
  duties: L[];
  requirements: L[];
  /** What the clinic offers. */
  conditions: L[];
}

/** source/vacancies.json: each vacancy's clinic named by its slug. */
export const VACANCIES = readSource<VacancyText[]>('vacancies.json');
