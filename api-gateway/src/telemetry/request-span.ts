import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import { routeFamily } from '../metrics.ts';
import { currentRequestId } from '../http/request-context.ts';
import { tracer, tracingEnabled } from './tracing.ts';

/**
 * A server span for each request, child of the caller's `traceparent` when it sends one: every span
 * the request's code makes (content source, render, PostgreSQL) hangs under it. Named by route family,
 * not by path, so the names stay few; the path is an attribute.
 */
export function requestSpan(): RequestHandler {
  return (req, res, next) => {
    if (!tracingEnabled()) return next();
    const parent = propagation.extract(context.active(), req.headers);
    const family = routeFamily(req.path);
    const span = tracer().startSpan(
      `${req.method} ${family}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': req.path,
          'url.scheme': req.protocol,
          'http.route': family,
          'user_agent.original': req.get('user-agent') ?? '',
          'http.request.id': currentRequestId() ?? '',
        },
      },
      parent,
    );
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      // Cut off before it was answered: the client went, or the gateway failed mid-stream.
      if (res.statusCode >= 500 || !res.writableFinished)
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: res.writableFinished ? `status ${res.statusCode}` : 'connection closed before the answer ended',
        });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}
