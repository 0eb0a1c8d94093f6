// What the end-to-end tests, the system tests and the benchmarks use of the gateway, imported as `@clinic/api-gateway/testing`:
// they start the gateway and the services beside it, and read or write its state as an operator's
// commands do. Nothing else of the gateway's files is theirs to import (eslint.config.js checks it).
export { GATEWAY_VARIABLES, loadConfig, type Env } from '../config/config.ts';
export { loadDataset } from '../content/dataset.ts';
export { loadEmbeddedSource, MEMO_LIMIT } from '../content/embedded-source.ts';
export { tokenize } from '../content/search-terms.ts';
export type { OutgoingMail } from '../mail/compose.ts';
export { metricsText } from '../metrics.ts';
export { SmtpSink } from '../mail/testing/smtp-sink.ts';
export { SqliteOutboxStore } from '../outbox/outbox-store.ts';
export { DATASET_DIR } from '../paths.ts';
export { checkoutSign, decodePaymentData } from '../payment/platon-sign.ts';
export { openPostgres } from '../postgres/postgres-pool.ts';
export { canaryId } from '@clinic/releases/canary-cookie';
export { buildIdOf, checkRelease } from '@clinic/releases/release-check';
export { buildToRender } from '@clinic/releases/render-check';
export { RendererPool } from '../renderers/renderer-pool.ts';
export { readFederationHost } from '@clinic/releases/federation-host-file';
export { PostgresReleaseRegistry } from '@clinic/releases/postgres-release-registry';
export { SqliteReleaseRegistry, type ReleaseRegistry } from '@clinic/releases/release-registry';
export { SqliteReleaseStore, type ReleaseStore } from '@clinic/releases/release-store';
export { PostgresReleaseStore } from '@clinic/releases/postgres-release-store';
export { remoteFiles, serverRemoteUrl } from '@clinic/releases/remote-files';
export { remotesCommand } from '@clinic/releases/remotes-command';
export { startStaticOrigin, type StaticOrigin } from '../releases/testing/remote-build.ts';
export { SqliteReviewStore, type ReviewRow } from '../reviews/review-store.ts';
export { reviewsCommand } from '../reviews/reviews-command.ts';
export { databaseFile, openDatabase } from '../store/sqlite-database.ts';
export {
  createDatabase,
  debianPackagesUnavailable,
  freePort,
  servicesUnavailable,
  startPostgres,
  startRedis,
  untilListening,
  type RunningPostgres,
  type RunningRedis,
  type RunningService,
} from './services.ts';
export { startGatewayProcess, type RunningGatewayProcess } from './start-gateway-process.ts';
export { startVarnish, varnishUnavailable, type RunningVarnish } from './varnish.ts';
