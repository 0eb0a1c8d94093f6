/** Control characters, and the marks that reorder text on screen (a line that reads other than it is). */
const UNPRINTABLE = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/gu;

/** `\u{1b}` for ESC: the character shown as what it is, never acted on by a terminal or a mail reader. */
function escaped(char: string): string {
  return `\\u{${char.codePointAt(0)!.toString(16)}}`;
}

/** The text with every control character shown escaped, white space included. */
export function printableText(text: string): string {
  return text.replace(UNPRINTABLE, escaped);
}

/**
 * A visitor's text on one line of an operator's screen or log: runs of white space (line breaks
 * included) become one space, and any other control character is shown escaped, so no escape
 * sequence clears a terminal or fakes a line.
 */
export function printableLine(text: string): string {
  return printableText(text.replace(/\s+/g, ' '));
}

/** A visitor's text of several lines: its lines kept, any other control character shown escaped. */
export function printableLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => printableText(line.replace(/\t/g, ' ')));
}
