import express, { Router } from 'express';
import * as v from 'valibot';
import { RELEASE_API_PATH, ReleaseCommandSchema } from '@clinic/contracts/release-api';
import { PREVIEW_PARAMETER, previewToken } from '@clinic/releases/preview-link';
import type { CheckedBuild } from '@clinic/releases/release-check';
import { verifyToken } from '@clinic/releases/release-store';
import { remotesCommand, type RemotesCommandContext } from '@clinic/releases/remotes-command';
import { invalidFields, sendError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';

export interface ReleaseApiOptions {
  /** Everything the command needs but the actor, which is the token's team. */
  context: Omit<RemotesCommandContext, 'actor' | 'caller' | 'origins' | 'previewLink'>;
  /** The key preview links are signed with (shared by the replicas). */
  previewKey: () => Promise<string | undefined>;
  /** The site's public origin, for preview links; without `PUBLIC_URL`, the origin the team's request named. */
  publicUrl?: string;
  logger: Logger;
  rateLimit: express.RequestHandler;
}

/**
 * The release API: a team's `npm run release -- …` (`clinic-remote release`, in its own repository) or
 * `npm run remotes -- --gateway <url> --token <token> …` runs here, with the same command and output as an
 * operator's local one, as the token's team, for the token's remote only, reading builds from the token's
 * origins only. No token (or a revoked or unknown one): 401; another remote, an operator's command, or a check
 * of a build with a token that has no origins: 403. Every attempt is logged, refused or not.
 */
export function createReleaseApiRouter({
  context,
  previewKey,
  publicUrl,
  logger,
  rateLimit,
}: ReleaseApiOptions): Router {
  const router = Router();
  const log = logger.child({ module: 'release-api' });

  // A request refused before its command is read (too many from one client, a body that is no JSON or too
  // large) is an attempt too: logged with its status once answered, unless the handler logged it already.
  const logEarlyRefusal: express.RequestHandler = (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode >= 400 && !res.locals.attemptLogged)
        log.warn({ ip: req.ip, status: res.statusCode }, 'release API: refused a request before reading its command');
    });
    next();
  };

  router.post(RELEASE_API_PATH, logEarlyRefusal, rateLimit, express.json({ limit: '16kb' }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.locals.attemptLogged = true;
    const presented = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
    const token = await verifyToken(context.store, presented);
    if (!token) {
      log.warn(
        { ip: req.ip, presented: presented ? `${presented.slice(0, 16)}…` : undefined },
        'release API: refused a request without a valid token',
      );
      res.setHeader('WWW-Authenticate', 'Bearer');
      return sendError(
        res,
        401,
        presented
          ? 'The release token is not valid (unknown or revoked)'
          : 'A release token is required: Authorization: Bearer <token>',
      );
    }
    const parsed = v.safeParse(ReleaseCommandSchema, req.body);
    if (!parsed.success) {
      const fields = invalidFields(parsed.issues);
      log.warn(
        { actor: token.name, token: token.id, remote: token.remote, fields },
        'release API: refused a malformed command',
      );
      return sendError(res, 400, 'Invalid release command', fields);
    }
    const args = parsed.output.args;
    const attempt = { actor: token.name, token: token.id, remote: token.remote, command: args.join(' ') };
    const origin = publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.get('host')}`;
    const previewLink = async (remote: CheckedBuild['remote'], build: CheckedBuild, hours: number) => {
      const key = await previewKey();
      if (!key) throw new Error('the preview signing key is not readable');
      return `${origin}/?${PREVIEW_PARAMETER}=${previewToken(key, { remote, buildId: build.buildId, expiresAt: Date.now() + hours * 3_600_000 })}`;
    };
    const result = await remotesCommand(args, {
      ...context,
      actor: token.name,
      caller: token.remote,
      origins: token.origins,
      previewLink,
    });
    if (result.forbidden) {
      log.warn({ ...attempt, reason: result.lines[0] }, 'release API: refused a command outside what the token may do');
      return sendError(res, 403, result.lines[0]!);
    }
    (result.code === 0 ? log.info : log.warn).call(
      log,
      { ...attempt, code: result.code, outcome: result.lines[0] },
      'release API: command run',
    );
    res.status(result.code === 0 ? 200 : result.code === 1 ? 422 : 400).json(result);
  });

  return router;
}
