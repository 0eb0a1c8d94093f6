import express from 'express';
import { pino } from 'pino';
import * as v from 'valibot';
import type { FormPageState } from '@clinic/contracts/form-page';
import { MailRequestSchema } from '@clinic/forms/mail-request';
import { errorHandler } from '../../http/errors.ts';
import type { FollowUp } from '../../outbox/outbox-store.ts';
import { listenOnLoopback } from '../../testing/listen-on-loopback.ts';
import { composeMail, type MailAddresses, type OutgoingMail } from '../compose.ts';
import { createMailRouter } from '../mail-router.ts';

export const ADDRESSES: MailAddresses = {
  from: 'Site <no-reply@clinic.test>',
  to: {
    order: 'orders@clinic.test',
    declaration: 'family@clinic.test',
    review: 'reviews@clinic.test',
    vacancies: 'hr@clinic.test',
  },
};
export const PHONE = '38(050) 123-45-67';
export const PAGE = 'https://clinic.test/likari';

/** The vacancy page's multipart post with `cv` as its file; `values` add to its fields or replace them. */
export function vacancyPost(cv: Blob, filename: string, values: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries({
    locale: 'uk',
    page: '/vacancy',
    vacancyName: 'Дерматолог',
    firstName: 'Олена',
    email: '',
    phone: PHONE,
    comment: '',
    ...values,
  }))
    data.set(key, value);
  data.set('cv', cv, filename);
  return data;
}

/** The staff's mail for a request as the browser sends it, validated first as the gateway does. */
export function composeRequest(request: unknown): OutgoingMail {
  return composeMail(v.parse(MailRequestSchema, request), ADDRESSES);
}

/** What the mail router answered a plain form post with: the form page it showed (address and state) and what it queued. */
interface PlainPostAnswer {
  status: number;
  address?: string;
  state?: FormPageState;
  queued: { mail: OutgoingMail; followUp?: FollowUp }[];
}

export interface MailForms {
  /** A plain HTML form post (urlencoded, or multipart with a file) from the site's own page, to `/mail/<page>`. */
  post(endpoint: string, body: URLSearchParams | FormData): Promise<PlainPostAnswer>;
  close(): Promise<void>;
}

/** The mail router alone on loopback: an outbox in memory, and a form page that answers with its address and state. */
export async function startMailForms(): Promise<MailForms> {
  const queued: PlainPostAnswer['queued'] = [];
  const app = express();
  app.use(
    createMailRouter({
      outbox: {
        enqueueSoon: async (_kind, mail, followUp) => {
          queued.push({ mail: mail as OutgoingMail, ...(followUp && { followUp }) });
          return `job-${queued.length}`;
        },
      },
      addresses: ADDRESSES,
      logger: pino({ level: 'silent' }),
      sendPage: async (_req, res, address, formPage) =>
        void res.status(formPage?.httpStatus ?? 200).json({ address, state: formPage?.state }),
    }),
  );
  app.use(errorHandler());
  const server = await listenOnLoopback(app);
  return {
    async post(endpoint, body) {
      const before = queued.length;
      const response = await fetch(`${server.url}${endpoint}`, {
        method: 'POST',
        body,
        headers: { Origin: server.url },
      });
      const answer = (await response.json()) as { address?: string; state?: FormPageState };
      return { status: response.status, address: answer.address, state: answer.state, queued: queued.slice(before) };
    },
    close: () => server.close(),
  };
}
