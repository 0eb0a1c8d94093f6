import type { PostgresPool } from '../postgres/postgres-pool.ts';
import type { NewReview } from './new-review.ts';
import {
  storedReview,
  type ReviewRow,
  type ReviewStatus,
  type ReviewStore,
  type ReviewsPurged,
  type StoredReview,
} from './review-store.ts';

/** Reviews in PostgreSQL (DATABASE_URL), shared by every replica, waiting for moderation. */
export class PostgresReviewStore implements ReviewStore {
  constructor(private readonly pool: PostgresPool) {}

  async create(review: NewReview): Promise<void> {
    // The id is the outbox job's: a second run of the same job creates nothing more.
    await this.pool.query(
      `INSERT INTO reviews (id, locale, relation_type, relation_slug, name, phone, comment, rating) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [
        review.id,
        review.locale,
        review.relation.type,
        review.relation.slug,
        review.name,
        review.phone,
        review.comment,
        review.rating,
      ],
    );
  }

  async published(locale: 'uk' | 'en', relation: { type: string; slug: string }): Promise<StoredReview[]> {
    const { rows } = await this.pool.query<ReviewRow & { created_at: Date }>(
      `SELECT * FROM reviews WHERE status = 'published' AND locale = $1 AND relation_type = $2 AND relation_slug = $3 ORDER BY created_at DESC, id`,
      [locale, relation.type, relation.slug],
    );
    return rows.map((row) => storedReview({ ...row, created_at: row.created_at.toISOString() }));
  }

  async list(): Promise<StoredReview[]> {
    const { rows } = await this.pool.query<ReviewRow & { created_at: Date }>(
      `SELECT * FROM reviews ORDER BY created_at, id`,
    );
    return rows.map((row) => storedReview({ ...row, created_at: row.created_at.toISOString() }));
  }

  async purgeBefore(before: Date): Promise<ReviewsPurged> {
    const deleted = await this.pool.query(`DELETE FROM reviews WHERE status <> 'published' AND created_at < $1`, [
      before,
    ]);
    const anonymised = await this.pool.query(
      `UPDATE reviews SET phone = '' WHERE status = 'published' AND phone <> '' AND created_at < $1`,
      [before],
    );
    return { deleted: deleted.rowCount ?? 0, phonesRemoved: anonymised.rowCount ?? 0 };
  }

  async moderate(id: string, status: Exclude<ReviewStatus, 'pending'>): Promise<boolean> {
    const { rowCount } = await this.pool.query(`UPDATE reviews SET status = $1 WHERE id = $2`, [status, id]);
    return (rowCount ?? 0) > 0;
  }
}
