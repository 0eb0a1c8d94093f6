/**
 * The port of an app's development server: `PORT` when set, so a team can run its remote beside whatever holds
 * the usual one, else the app's own. A `PORT` that is no port stops the server naming it, rather than falling back.
 */
export function devServerPort(usual: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PORT;
  if (value === undefined || value === '') return usual;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535)
    throw new Error(`PORT must be a port number from 1 to 65535, not "${value}"`);
  return port;
}
