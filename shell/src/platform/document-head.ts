import * as v from 'valibot';

/** The answer of the gateway's `/page-head.json` (api-gateway/src/seo/head-tags.ts). */
export const PageHeadSchema = v.object({
  status: v.number(),
  title: v.string(),
  description: v.string(),
  canonical: v.nullable(v.string()),
  alternates: v.array(v.object({ hreflang: v.string(), href: v.string() })),
  image: v.optional(v.string()),
});
export type PageHead = v.InferOutput<typeof PageHeadSchema>;

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

/** Checks the gateway's answer and brings the head up to date with it; a malformed answer throws and leaves the head as it was. */
export function applyPageHeadAnswer(doc: Document, answer: unknown): void {
  applyPageHead(doc, v.parse(PageHeadSchema, answer));
}

/** Brings the head written by the gateway up to date after a client-side navigation. */
export function applyPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setMeta(doc, 'property', 'og:url', head.canonical);
  if (head.image) setMeta(doc, 'property', 'og:image', head.image);
  setMeta(doc, 'name', 'robots', head.canonical ? null : 'noindex');
  doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  if (!head.canonical) return;
  const link = (attributes: Record<string, string>) => {
    const element = doc.createElement('link');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  };
  link({ rel: 'canonical', href: head.canonical });
  for (const alternate of head.alternates)
    link({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
}
