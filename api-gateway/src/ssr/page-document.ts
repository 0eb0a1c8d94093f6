import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import {
  CONTENT_DATA_ELEMENT_ID,
  PAGE_STATUS_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
} from '@clinic/contracts/page-data';
import type { Locale } from '@clinic/contracts/locale';
import { jsonForScript } from '@clinic/contracts/json-for-script';
import { FORM_PAGE_ELEMENT_ID, type FormPageState } from '@clinic/contracts/form-page';
import { COOKIES_ACCEPTED_KEY, COOKIES_DISMISSED_KEY } from '@clinic/contracts/constants';
import { escapeHtml } from '../http/escape-html.ts';

export interface DocumentHead {
  locale: Locale;
  status: number;
  title: string;
  /** Head tags of the page (description, links, Open Graph, JSON-LD), already escaped. */
  head: string;
  /** The remotes' stylesheets the page links, each with the integrity of the bytes checked, when known. */
  stylesheets: Array<{ href: string; integrity?: string }>;
  runtimeConfig: RuntimeConfig;
}

/** The script text of each content answer written so far, by the answer itself. */
const writtenAnswers = new WeakMap<object, string>();

/**
 * The content a render read, as `jsonForScript` writes it, byte for byte: the content source hands every
 * page the same object for the same answer, so each answer is written once, not again for every page
 * that shows it. An answer is never changed once given (pages rendered at the same time share it).
 */
export function contentDataForScript(content: unknown): string {
  if (typeof content !== 'object' || content === null || Object.getPrototypeOf(content) !== Object.prototype)
    return jsonForScript(content);
  const members: string[] = [];
  for (const [key, answer] of Object.entries(content)) {
    if (answer === undefined || typeof answer === 'function' || typeof answer === 'symbol') continue;
    let text = typeof answer === 'object' && answer !== null ? writtenAnswers.get(answer) : undefined;
    if (text === undefined) {
      text = jsonForScript(answer);
      if (typeof answer === 'object' && answer !== null) writtenAnswers.set(answer, text);
    }
    members.push(`${jsonForScript(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

// The built template is minified: attribute values may come without quotes.
const SCRIPT_TAG = /<script\b[^>]*\bsrc=(?:"([^"]+)"|([^\s>]+))[^>]*><\/script>\s*/gi;

/**
 * The shell's built `index.html` cut around `#root`: its head with the page's tags, the runtime config
 * and the stylesheets, then React's HTML, then the data the render used. The template's own scripts are
 * loaded after the first paint. Nothing in it differs between visitors: its two inline scripts are the
 * same on every page of a build, and the CSP allows them by their hashes.
 */
export class PageDocument {
  private template: { bootstrapScripts: string[]; head: string; bodyOpen: string } | undefined;

  /** The template is read on first use: a gateway started before the shell is built serves once it is. */
  constructor(private readonly shellDist: string) {}

  /** Whether the shell's build is there to fill: what the readiness probe checks. */
  get ready(): boolean {
    try {
      this.parsed();
      return true;
    } catch {
      return false;
    }
  }

  private get bootstrapScripts(): string[] {
    return this.parsed().bootstrapScripts;
  }

  private parsed() {
    if (this.template) return this.template;
    const file = path.join(this.shellDist, 'index.html');
    const template = readFileSync(file, 'utf8');
    const withoutScripts = template.replace(SCRIPT_TAG, '');
    const bodyAt = withoutScripts.search(/<body[^>]*>/i);
    if (bodyAt < 0) throw new Error(`${file} has no <body>`);
    this.template = {
      bootstrapScripts: [...template.matchAll(SCRIPT_TAG)].map((match) => (match[1] ?? match[2])!),
      head: withoutScripts.slice(0, bodyAt),
      bodyOpen: /<body[^>]*>/i.exec(withoutScripts)![0],
    };
    return this.template;
  }

  /**
   * A whole page the browser renders by itself, for a gateway without the shell's server bundle: the
   * same head, an empty root without the server-rendered mark, and no data.
   */
  clientOnly(page: Omit<DocumentHead, 'stylesheets'>): string {
    return this.start({ ...page, stylesheets: [] }, { serverRendered: false }) + this.end({});
  }

  /** Everything before React's stream: up to and including the root element. */
  start(page: DocumentHead, { serverRendered = true } = {}): string {
    const links = page.stylesheets
      .map(
        ({ href, integrity }) =>
          `<link rel="stylesheet" href="${escapeHtml(href)}"${integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : ''}>`,
      )
      .join('');
    // The server-rendered cookie notice stays hidden for a visitor who accepted it before, or closed it in this visit
    // (shell/src/dialogs/cookie-notice.tsx): decided in the browser, so the page is the same for every visitor.
    const cookiesAccepted = `<script>try{if(localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)})!=null||sessionStorage.getItem(${JSON.stringify(COOKIES_DISMISSED_KEY)})!=null)document.documentElement.dataset.cookiesAccepted=''}catch(e){}</script>`;
    // JSON data blocks are never run, so the CSP has nothing to say about them.
    const data =
      cookiesAccepted +
      `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(page.runtimeConfig)}</script>` +
      `<script id="${PAGE_STATUS_ELEMENT_ID}" type="application/json">${page.status}</script>`;
    const { head: template, bodyOpen } = this.parsed();
    const head = template
      .replace(/<html[^>]*>/i, `<html lang="${page.locale}">`)
      .replace(/<\/head>/i, `<title>${escapeHtml(page.title)}</title>\n${page.head}${links}${data}</head>`);
    // Marked, so the browser's code knows to hydrate before the rest of the stream has been parsed.
    return `${head}${bodyOpen}<div id="root"${serverRendered ? ' data-server-rendered' : ''}>`;
  }

  /**
   * Everything after React's stream: the data the render read, for the browser's store, and the
   * shell's scripts, asked for only after the first paint: neither their download (which would share a
   * slow phone's bandwidth with the stylesheets) nor their run comes before the page's text shows (LCP).
   */
  end(serverData: unknown, formPage?: FormPageState): string {
    const scripts = JSON.stringify(this.bootstrapScripts).replace(/</g, '\\u003c');
    const runAfterFirstPaint =
      `requestAnimationFrame(function(){setTimeout(function(){${scripts}.forEach(function(src){` +
      `var script=document.createElement('script');script.src=src;script.async=true;document.body.appendChild(script);})})})`;
    return (
      `</div><script id="${CONTENT_DATA_ELEMENT_ID}" type="application/json">${contentDataForScript(serverData)}</script>` +
      (formPage
        ? `<script id="${FORM_PAGE_ELEMENT_ID}" type="application/json">${jsonForScript(formPage)}</script>`
        : '') +
      `<script>${runAfterFirstPaint}</script></body></html>`
    );
  }
}
