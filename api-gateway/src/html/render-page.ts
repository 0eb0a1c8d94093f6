import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import { PAGE_STATUS_ELEMENT_ID, RUNTIME_CONFIG_ELEMENT_ID } from '@clinic/contracts/page-data';
import type { Locale } from '@clinic/contracts/locale';
import { jsonForScript } from '@clinic/contracts/json-for-script';

export interface PageHead {
  locale: Locale;
  status: number;
  title: string;
  /** Extra `<head>` markup, already escaped. */
  head?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The shell's built `index.html`, filled per request with language, head tags, runtime config and status. */
export class PageRenderer {
  private template: string | undefined;

  constructor(private readonly shellDist: string) {}

  get ready(): boolean {
    try {
      this.load();
      return true;
    } catch {
      return false;
    }
  }

  render(page: PageHead, runtimeConfig: RuntimeConfig): string {
    const head = `<title>${escapeHtml(page.title)}</title>\n${page.head ?? ''}`;
    const data =
      `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(runtimeConfig)}</script>` +
      `<script id="${PAGE_STATUS_ELEMENT_ID}" type="application/json">${page.status}</script>`;
    // Anchored on tags any HTML minifier keeps, not on comments or quoting.
    return this.load()
      .replace(/<html[^>]*>/i, `<html lang="${page.locale}">`)
      .replace(/<\/head>/i, `${head}</head>`)
      .replace(/<\/body>/i, `${data}</body>`);
  }

  private load(): string {
    this.template ??= readFileSync(path.join(this.shellDist, 'index.html'), 'utf8');
    return this.template;
  }
}
