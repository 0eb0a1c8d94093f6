import type { ReviewStore } from './review-store.ts';
import type { CachePurge } from '../cache/cache-purge.ts';
import { contentSurrogateKey } from '../cache/surrogate-keys.ts';
import { printableLine } from '../printable-text.ts';

export const REVIEWS_USAGE = 'usage: npm run reviews -- list | publish ID | reject ID';

/**
 * The operator's moderation of the gateway's own reviews: `list` prints every review with its
 * status, `publish ID` shows one on its doctor's or direction's page, `reject ID` keeps it off.
 * Returns the exit code and the lines to print; what visitors wrote is printed as text, one line each.
 */
export async function reviewsCommand(
  args: readonly string[],
  store: ReviewStore,
  sharedCache?: CachePurge,
): Promise<{ code: number; lines: string[] }> {
  const [command, id] = args;
  if (command === 'list' && id === undefined) {
    const reviews = await store.list();
    if (reviews.length === 0) return { code: 0, lines: ['no reviews'] };
    return {
      code: 0,
      lines: reviews.map(
        (review) =>
          `${review.id}\t${review.status}\t${review.createdAt}\t${review.locale}\t${printableLine(`${review.relation.type}/${review.relation.slug}`)}\t${review.rating}★\t${printableLine(review.name)}: ${printableLine(review.comment)}`,
      ),
    };
  }
  if ((command === 'publish' || command === 'reject') && id) {
    const status = command === 'publish' ? 'published' : 'rejected';
    const review = (await store.list()).find((stored) => stored.id === id);
    if (!review || !(await store.moderate(id, status))) return { code: 1, lines: [`no review with id ${id}`] };
    // The pages that show this doctor's or direction's reviews, in both languages, from a shared cache too.
    const { type, slug } = review.relation;
    await sharedCache?.purge(
      [contentSurrogateKey('reviews', { relation_type: type, relation_slug: slug })],
      `review ${id} ${status}`,
    );
    return { code: 0, lines: [`review ${id} ${status}`] };
  }
  return { code: 2, lines: [REVIEWS_USAGE] };
}
