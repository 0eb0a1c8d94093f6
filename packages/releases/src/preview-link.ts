import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRemoteName, type RemoteName } from '@clinic/contracts/runtime-config';

/** The query parameter a preview link carries, and the session cookie it becomes. */
export const PREVIEW_PARAMETER = 'mf-preview';

export interface Preview {
  remote: RemoteName;
  buildId: string;
  /** Epoch ms after which the link is refused. */
  expiresAt: number;
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<payload>.<signature>`: the build and the expiry, signed with the key every replica shares, so any replica can check it. */
export function previewToken(key: string, preview: Preview): string {
  const payload = Buffer.from(JSON.stringify([preview.remote, preview.buildId, preview.expiresAt])).toString(
    'base64url',
  );
  return `${payload}.${sign(key, payload)}`;
}

/** The preview a token stands for, if it was signed with `key` and has not expired. */
export function readPreviewToken(key: string, token: string, now: number): Preview | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const [remote, buildId, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [
      RemoteName,
      string,
      number,
    ];
    if (!isRemoteName(remote) || typeof buildId !== 'string' || typeof expiresAt !== 'number' || expiresAt < now)
      return undefined;
    return { remote, buildId, expiresAt };
  } catch {
    return undefined;
  }
}
