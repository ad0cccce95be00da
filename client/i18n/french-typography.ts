/**
 * French punctuation spacing, as French typography sets it: a no-break space before `:` `;` `!` `?` and inside
 * « », so a mark never starts a line. Applied by the message layer to a text's own words, never to the values
 * put into it (names, addresses, times), so "https://…", "12:30" and "?match=" stay as they are: a mark is
 * spaced only when a word ends just before it and a space, the text's end or a closing mark follows it.
 * A no-break space already there (U+00A0 or the narrow U+202F) is kept; a plain space becomes U+00A0.
 */

const NO_BREAK = '\u00A0';

/** A run of marks that ends a clause ("?", "!?", ":"), after a word, with any space before it. */
const CLAUSE_MARKS = /(^|[^\s\u00A0\u202F])([ \u00A0\u202F]?)([:;!?]+)(?=$|[\s)\]»”’.,…])/g;

const kept = (space: string) => (space === '\u00A0' || space === '\u202F' ? space : NO_BREAK);

export function spaceFrenchPunctuation(text: string): string {
  return text
    .replace(CLAUSE_MARKS, (_whole, before: string, space: string, marks: string) => `${before}${kept(space)}${marks}`)
    .replace(/«([ \u00A0\u202F]?)/g, (_whole, space: string) => `«${kept(space)}`)
    .replace(/([ \u00A0\u202F]?)»/g, (_whole, space: string) => `${kept(space)}»`);
}
