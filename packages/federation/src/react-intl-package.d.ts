/** react-intl under the name react-intl-used.ts imports it by (see there). */
declare module 'react-intl-package' {
  export * from 'react-intl';
}
