/**
 * The page a remote's development server answers every path with: the remote on its own, without the
 * shell, under a title that names it (`mf-booking (standalone)`). Its scripts are put before `</body>`.
 */
export function standalonePage(remoteFolder: string): string {
  return `<!doctype html>
<html lang="uk">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${remoteFolder} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
