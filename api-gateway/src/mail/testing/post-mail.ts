/** A POST to one of the gateway's mail endpoints (`/mail/send` unless told): an object goes as JSON, a string as it is. */
export function postMail(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  endpoint = '/mail/send',
): Promise<Response> {
  return fetch(`${url}${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
