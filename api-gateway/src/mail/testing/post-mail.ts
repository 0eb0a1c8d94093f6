/** `POST /mail/send` to the gateway at `url`: an object goes as JSON, a string as it is. */
export function postMail(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/mail/send`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}
