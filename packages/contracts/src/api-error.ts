import * as v from 'valibot';

/**
 * The one shape of every error the gateway answers with:
 * `{"error": {"status": 400, "message": "...", "fields": {"page": "must be a positive integer"}}}`.
 */
export const ApiErrorSchema = v.object({
  error: v.object({
    status: v.number(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;
