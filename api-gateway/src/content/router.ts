import { Router } from 'express';
import { isLocale } from '@clinic/contracts/locale';
import { sendError } from '../http/errors.ts';
import type { ContentSource } from './source.ts';

/** Every GET of spec §7 under `/api/{locale}/api/`. */
export function createContentRouter(source: ContentSource): Router {
  const router = Router();
  router.use('/api/:locale/api', (req, res, next) => {
    if (!isLocale(req.params.locale)) return sendError(res, 404, `Unknown locale "${req.params.locale}"`);
    next();
  });
  router.get('/api/:locale/api/directions/get-directions/', async (req, res) => {
    const clinic = typeof req.query.clinic_slug === 'string' ? req.query.clinic_slug : undefined;
    res.json(await source.directions(req.params.locale as 'uk' | 'en', { clinic_slug: clinic }));
  });
  return router;
}
