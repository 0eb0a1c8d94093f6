import postcss, { type AcceptedPlugin } from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';
import { MEDIA } from '@clinic/contracts/constants';

/** `@custom-media --tablet (min-width: 600px);` and the others, from the one table the scripts read too. */
const CUSTOM_MEDIA = Object.entries(MEDIA)
  .map(([name, query]) => `@custom-media --${name} ${query};`)
  .join('\n');

/** Every stylesheet may write `@media (--desktop)`; the build puts the number in. */
export function breakpointPlugins(): AcceptedPlugin[] {
  return [
    { postcssPlugin: 'clinic-breakpoints', Once: (root) => void root.prepend(postcss.parse(CUSTOM_MEDIA)) },
    postcssCustomMedia(),
  ];
}
