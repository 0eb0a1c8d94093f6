import { withSpan } from '../telemetry/tracing.ts';
import type { ContentSource } from './source.ts';

/** `source` with a span for each read (`content doctors`, with locale and query), for the content API and the server render alike. */
export function tracedContentSource(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    get: (locale, operation, query) =>
      withSpan(
        `content ${operation}`,
        {
          'content.source': source.kind,
          'content.operation': operation,
          'content.locale': locale,
          'content.query': JSON.stringify(query),
        },
        () => source.get(locale, operation, query),
      ),
  };
}
