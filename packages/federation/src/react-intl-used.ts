/**
 * What the apps use of react-intl, shared in its place (as react-router-dom-used.ts is for the
 * router): sharing the package itself kept every component and formatter it exports. An app that
 * needs another export adds it here (shared-modules.test.ts fails until it does).
 *
 * The package is reached under a name of its own (`react-intl-package`, aliased to its entry in
 * webpack-config.ts): under `react-intl`, this module's import would be the shared module itself.
 */
/** @public shared by path (shared-modules.ts), so no module imports it by name */
export {
  createIntl,
  createIntlCache,
  FormattedDate,
  FormattedMessage,
  IntlProvider,
  RawIntlProvider,
  useIntl,
} from 'react-intl-package';
/** @public */
export type { IntlConfig, IntlShape } from 'react-intl-package';
