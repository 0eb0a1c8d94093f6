import type { NewReview, ReviewSink } from './new-review.ts';

/**
 * Forwards each review to the clinic CMS (spec §7 `POST reviews/create-review/`) with the
 * authorization header only the gateway holds. A failure rejects, so the outbox retries.
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
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: this.token, 'Idempotency-Key': review.id },
      body: JSON.stringify({ relation: review.relation, name: review.name, phone: review.phone, comment: review.comment, rating: review.rating }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new Error(`upstream review create answered ${response.status}: ${text.slice(0, 200)}`);
    }
  }
}
