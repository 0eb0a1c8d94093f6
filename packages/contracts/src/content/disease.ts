import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { ArticleEntries } from './article.ts';
import { DoctorRef, Id, Slug, Text } from './fields.ts';

export const DiseaseSchema = v.object({
  id: Id,
  name: Text,
  ...ArticleEntries,
  /** Slugs of the directions that treat it. */
  directions: v.array(Slug),
  /** Doctors of the network who treat it. */
  doctors: v.optional(v.array(DoctorRef)),
});
export type Disease = v.InferOutput<typeof DiseaseSchema>;

const DiseasePageSchema = paginated(DiseaseSchema);

export const getDiseases = contentOperation('diseases/get-diseases/', ['category_slug', 'page'], DiseasePageSchema);
