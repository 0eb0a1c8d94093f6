/**
 * JSON to put inside `<script type="application/json">`: `<`, `>` and `&` are escaped so no
 * `</script>` or `<!--` ends or bends the element, and U+2028/U+2029 so the text is also
 * valid inside a JavaScript string literal. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The value of a `<script type="application/json" id=…>` written with `jsonForScript`, or `undefined` when the page has none. */
export function readJsonScript(id: string, doc: Pick<Document, 'getElementById'> = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : undefined;
}
