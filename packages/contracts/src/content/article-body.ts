import * as v from 'valibot';
import { Text } from './fields.ts';

/** Article text as structured blocks, so pages render it without injecting CMS HTML. */
const ArticleBlockSchema = v.variant('type', [
  v.object({ type: v.literal('heading'), text: Text }),
  v.object({ type: v.literal('paragraph'), text: Text }),
  v.object({ type: v.literal('list'), items: v.pipe(v.array(Text), v.minLength(1)) }),
]);
export type ArticleBlock = v.InferOutput<typeof ArticleBlockSchema>;

export const ArticleBodySchema = v.pipe(v.array(ArticleBlockSchema), v.minLength(1, 'must have at least one block'));
