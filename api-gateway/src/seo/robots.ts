/** What no crawler should index: the API, form and payment endpoints (the sandbox card page among them) and the JSON the shell reads. */
const DISALLOWED_PATHS = ['/api/', '/mail/', '/payment/', '/page-head.json', '/runtime-config.json'] as const;

/** `/robots.txt`: the whole site but {@link DISALLOWED_PATHS}, and where the sitemap is; a staging deployment disallows everything. */
export function robotsTxt({ origin, disallowAll }: { origin: string; disallowAll: boolean }): string {
  if (disallowAll) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
