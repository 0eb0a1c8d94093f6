import type { Locale } from '@clinic/contracts/locale';
import type { Review } from '@clinic/contracts/content/review';
import type { SqliteDatabase } from '../store/sqlite-database.ts';
import type { NewReview, ReviewSink } from './new-review.ts';

/** Reviews are published by a person ("will be published soon"): `pending` until then. */
export type ReviewStatus = 'pending' | 'published' | 'rejected';

export interface StoredReview extends NewReview {
  createdAt: string;
  status: ReviewStatus;
}

/** What a page reads: the published reviews of one doctor, direction or other page. */
export interface PublishedReviews {
  /** Newest first; read at each call, so a review published a moment ago is there. */
  published(locale: Locale, relation: { type: string; slug: string }): Promise<StoredReview[]>;
}

/** Reviews kept by the gateway itself (no CMS to forward them to), waiting for moderation. */
export interface ReviewStore extends ReviewSink, PublishedReviews {
  list(): Promise<StoredReview[]>;
  /**
   * What is past its retention (written before `before`): a review not published is deleted; a published one
   * keeps its text and first name and loses the phone number. Answers how many of each.
   */
  purgeBefore(before: Date): Promise<ReviewsPurged>;
  /** An operator's decision; false when there is no review with that id. */
  moderate(id: string, status: Exclude<ReviewStatus, 'pending'>): Promise<boolean>;
}

export interface ReviewsPurged {
  deleted: number;
  phonesRemoved: number;
}

export interface ReviewRow {
  id: string;
  locale: 'uk' | 'en';
  relation_type: string;
  relation_slug: string;
  name: string;
  phone: string;
  comment: string;
  rating: number;
  status: ReviewStatus;
  created_at: string;
}

/** The embedded default: reviews kept in the gateway's database, waiting for moderation. */
export class SqliteReviewStore implements ReviewStore {
  private readonly insert;
  private readonly select;
  private readonly selectPublished;
  private readonly updateStatus;
  private readonly deleteUnpublished;
  private readonly removePhones;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT OR IGNORE INTO reviews (id, locale, relation_type, relation_slug, name, phone, comment, rating, created_at)
       VALUES (@id, @locale, @relation_type, @relation_slug, @name, @phone, @comment, @rating, @created_at)`,
    );
    this.select = db.prepare(`SELECT * FROM reviews ORDER BY created_at, id`);
    this.selectPublished = db.prepare(
      `SELECT * FROM reviews WHERE status = 'published' AND locale = ? AND relation_type = ? AND relation_slug = ? ORDER BY created_at DESC, id`,
    );
    this.updateStatus = db.prepare(`UPDATE reviews SET status = ? WHERE id = ?`);
    this.deleteUnpublished = db.prepare(`DELETE FROM reviews WHERE status <> 'published' AND created_at < ?`);
    this.removePhones = db.prepare(
      `UPDATE reviews SET phone = '' WHERE status = 'published' AND phone <> '' AND created_at < ?`,
    );
  }

  async purgeBefore(before: Date): Promise<ReviewsPurged> {
    // Both columns hold `toISOString()` text, which sorts as the times do.
    const at = before.toISOString();
    return { deleted: this.deleteUnpublished.run(at).changes, phonesRemoved: this.removePhones.run(at).changes };
  }

  async create(review: NewReview): Promise<void> {
    this.insert.run({
      id: review.id,
      locale: review.locale,
      relation_type: review.relation.type,
      relation_slug: review.relation.slug,
      name: review.name,
      phone: review.phone,
      comment: review.comment,
      rating: review.rating,
      created_at: new Date().toISOString(),
    });
  }

  async list(): Promise<StoredReview[]> {
    return (this.select.all() as ReviewRow[]).map(storedReview);
  }

  /** The published reviews of one doctor or direction in one locale, newest first. */
  async published(locale: Locale, relation: { type: string; slug: string }): Promise<StoredReview[]> {
    return (this.selectPublished.all(locale, relation.type, relation.slug) as ReviewRow[]).map(storedReview);
  }

  async moderate(id: string, status: Exclude<ReviewStatus, 'pending'>): Promise<boolean> {
    return this.updateStatus.run(status, id).changes > 0;
  }
}

export function storedReview(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    locale: row.locale,
    relation: { type: row.relation_type, slug: row.relation_slug },
    name: row.name,
    phone: row.phone,
    comment: row.comment,
    rating: row.rating,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** A stored review as the content API shows it (no phone, no status), marked with the locale it was written in. */
export function publicReview(review: StoredReview): Review {
  return {
    id: review.id,
    name: review.name,
    comment: review.comment,
    rating: review.rating,
    created_at: review.createdAt,
    lang: review.locale,
  };
}
