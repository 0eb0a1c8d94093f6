import { startBuiltGateway } from './gateway.ts';

/** One gateway on the embedded defaults for every test that needs nothing special. */
export default async function globalSetup() {
  const gateway = await startBuiltGateway();
  process.env.E2E_BASE_URL = gateway.url;
  return () => gateway.stop();
}
