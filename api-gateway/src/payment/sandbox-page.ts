/** HTML of the sandbox provider: a stand-in for Platon's card page, so it keeps its own small texts. No scripts (CSP). */

const TEXT = {
  uk: {
    title: 'Тестова оплата',
    note: 'Пісочниця: гроші не списуються.',
    amount: 'Сума',
    description: 'Призначення',
    pay: 'Сплатити',
    decline: 'Відхилити',
    invalid: 'Запит на оплату недійсний',
  },
  en: {
    title: 'Test payment',
    note: 'Sandbox: no money is charged.',
    amount: 'Amount',
    description: 'Description',
    pay: 'Pay',
    decline: 'Decline',
    invalid: 'The payment request is invalid',
  },
} as const;

export type SandboxLang = keyof typeof TEXT;

export function sandboxLang(value: unknown): SandboxLang {
  return value === 'en' ? 'en' : 'uk';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:100%;box-shadow:0 4px 24px rgba(0,0,0,.08)}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer}
button[value=pay]{background:#1a7f37;color:#fff}button[value=decline]{background:#e5e7eb}`;

function page(lang: SandboxLang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderSandboxPayment(input: {
  lang: SandboxLang;
  token: string;
  amount: string;
  currency: string;
  description: string;
  completePath: string;
}): string {
  const text = TEXT[input.lang];
  return page(
    input.lang,
    text.title,
    `<h1>${text.title}</h1><p>${text.note}</p>
<dl><dt>${text.amount}</dt><dd data-testid="sandbox-amount">${escapeHtml(input.amount)} ${escapeHtml(input.currency)}</dd>
<dt>${text.description}</dt><dd data-testid="sandbox-description">${escapeHtml(input.description)}</dd></dl>
<form method="post" action="${escapeHtml(input.completePath)}"><input type="hidden" name="token" value="${escapeHtml(input.token)}">
<div class="actions"><button type="submit" name="decision" value="pay">${text.pay}</button><button type="submit" name="decision" value="decline">${text.decline}</button></div></form>`,
  );
}

export function renderSandboxError(lang: SandboxLang, reason: string): string {
  const text = TEXT[lang];
  return page(lang, text.invalid, `<h1>${text.invalid}</h1><p>${escapeHtml(reason)}</p>`);
}
