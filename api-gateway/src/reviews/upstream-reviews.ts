import { PermanentFailure } from '../outbox/outbox-worker.ts';
import type { NewReview, ReviewSink } from './new-review.ts';

/** Answers that say "not now" rather than "not this review". */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429]);

/**
 * Forwards each review to the clinic CMS (`POST reviews/create-review/`) with the
 * authorization header only the gateway holds. A failure rejects, so the outbox retries; a 4xx
 * refusal counts as permanent, so a review the CMS will never take ends up `dead`, not retried forever.
 */
export class UpstreamReviews implements ReviewSink {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async create(review: NewReview): Promise<void> {
    const url = `${this.baseUrl}/api/${review.locale}/api/reviews/create-review/`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: this.token,
        'Idempotency-Key': review.id,
      },
      body: JSON.stringify({
        relation: review.relation,
        name: review.name,
        phone: review.phone,
        comment: review.comment,
        rating: review.rating,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = `upstream review create answered ${response.status}: ${text.slice(0, 200)}`;
      const refused = response.status >= 400 && response.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(response.status);
      throw refused ? new PermanentFailure(message) : new Error(message);
    }
  }
}
