import { ConfigError, loadConfig, type GatewayConfig } from '../src/config/config.ts';

/** The gateway's configuration from this process's environment, for an operator's command: what is wrong, exit 2. */
export function commandConfig(): GatewayConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
