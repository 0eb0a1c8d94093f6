// Server HTML read as a person or a crawler reads it, for the journeys that read pages without a browser.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/**
 * The text of some HTML as a reader sees it: no tags, no React's `<!-- -->` text separators, entities
 * decoded. A `<wbr>` only offers a line break inside a word (an e-mail address): it is no space.
 */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<wbr\s*\/?>/gi, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ');
}

export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => textOf(match[1]!).trim());
}
