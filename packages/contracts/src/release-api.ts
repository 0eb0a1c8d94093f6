import * as v from 'valibot';

/** Where a team's release commands go, with its token (`Authorization: Bearer <token>`). */
export const RELEASE_API_PATH = '/releases/command';

/** A release command: the words the operator's `npm run remotes` takes (`promote mf-search <url>`, `status`…). */
export const ReleaseCommandSchema = v.object({
  args: v.pipe(
    v.array(v.pipe(v.string('must be a string'), v.maxLength(2_000, 'must be at most 2000 characters'))),
    v.minLength(1, 'must name a command'),
    v.maxLength(30, 'must be at most 30 words'),
  ),
});

/** What a command answers: its exit code (0 done, 1 refused, 2 wrong command, 3 not allowed) and the lines to print. */
export interface ReleaseCommandResult {
  code: number;
  lines: string[];
}

/** Where the team's client finds the gateway and its token when the command does not name them. */
export const RELEASE_GATEWAY_VARIABLE = 'CLINIC_GATEWAY_URL';
export const RELEASE_TOKEN_VARIABLE = 'CLINIC_RELEASE_TOKEN';

export interface ReleaseConnection {
  gateway?: string;
  token?: string;
  /** The command's own words, options included. */
  args: string[];
}

/**
 * Takes `--gateway <url>` and `--token <token>` (or `--gateway=<url>`…) out of a command's words, wherever they
 * stand; the command's own options stay in `args`.
 */
export function releaseConnection(argv: readonly string[]): ReleaseConnection {
  const connection: ReleaseConnection = { args: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--(gateway|token)(?:=(.*))?$/.exec(argv[index]!);
    if (match) connection[match[1] as 'gateway' | 'token'] = match[2] ?? argv[++index];
    else connection.args.push(argv[index]!);
  }
  return connection;
}

/**
 * Runs a command on a gateway's release API as the token's team, and answers as the local command would: the
 * gateway's own lines, or one line saying why it could not (no gateway there, a refused token: exit 3).
 */
export async function sendReleaseCommand(
  gateway: string,
  token: string | undefined,
  args: readonly string[],
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<ReleaseCommandResult> {
  if (!URL.canParse(gateway) || !/^https?:$/.test(new URL(gateway).protocol))
    return { code: 2, lines: [`the gateway ${gateway} is not an http(s) URL`] };
  if (!token)
    return {
      code: 2,
      lines: [
        `a release token is required (--token or ${RELEASE_TOKEN_VARIABLE}): ask an operator for your remote’s token`,
      ],
    };
  let response: Response;
  try {
    response = await fetch(new URL(RELEASE_API_PATH, gateway), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ args }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { code: 1, lines: [`${gateway} cannot be reached: ${(error as Error).cause ?? (error as Error).message}`] };
  }
  const body = (await response.json().catch(() => undefined)) as
    | (ReleaseCommandResult & { error?: { message: string } })
    | undefined;
  if (body && Array.isArray(body.lines)) return { code: body.code, lines: body.lines };
  return {
    code: response.status === 401 || response.status === 403 ? 3 : 1,
    lines: [`${gateway} answered ${response.status}: ${body?.error?.message ?? 'no release API there'}`],
  };
}
