/**
 * The text players write, checked where it enters: a player's name (joining, renaming) and a chat line.
 * One zod schema per field, used by every lobby route and socket handler that takes the field, and by the
 * client's forms before they send. Plain data and zod, no Node.js import: the client bundles it too.
 *
 * A text is NFC-normalized, then trimmed of Unicode white space, then must be non-empty, at most its bound
 * long in UTF-16 code units (what `length`, a browser's `maxlength` and the lobby before these rules
 * count; zod's own `max` counts code points), and hold no character that hides, reorders or breaks text:
 *   - control characters (C0, DEL, C1), except tab and newline in a chat line;
 *   - format characters (Unicode's Cf: bidirectional overrides, embeddings, isolates and marks, zero-width
 *     spaces, the word joiner, the byte order mark, the soft hyphen…) and every other default-ignorable
 *     code point (Hangul fillers, the combining grapheme joiner…), which render as nothing;
 *   - line and paragraph separators, noncharacters, and lone surrogates.
 * Three kinds of invisible characters are writing, not hiding, and are allowed where writing needs them:
 *   - U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER between two visible characters (letters,
 *     marks, numbers, punctuation, symbols; the first may carry its variation selector): ZWNJ in Persian
 *     and Indic words, ZWJ in Indic conjuncts and emoji sequences (a family, a heart on fire). At either
 *     end of the text, beside a space or beside another joiner they join nothing, and are refused;
 *   - a variation selector directly after a visible character (the emoji presentation U+FE0F, CJK
 *     ideographic variants), one per character, so that no run of them can carry hidden data;
 *   - tag characters only in the emoji flag of a subdivision (U+1F3F4 WAVING BLACK FLAG, a lower-case code
 *     of 3 to 6 tags, CANCEL TAG: England, Scotland, Wales).
 */
import { z } from 'zod';
import { MAX_CHAT_TEXT } from './protocol';

export const MAX_PLAYER_NAME = 40;

/** Why a text is refused: not a string, nothing left once trimmed, over its bound, or a forbidden character. */
export type TextProblem = 'not-text' | 'empty' | 'too-long' | 'hidden-characters';

const CONTROL = /\p{Cc}/u;
const HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\p{Cs}]/u;
const VISIBLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
const VARIATION_SELECTOR = /^\p{Variation_Selector}$/u;
const JOINERS = new Set(['\u200C', '\u200D']);
const LINE_BREAKS = new Set(['\t', '\n']);
/** A subdivision flag (ED-14a of UTS #51, as its RGI flags are written), replaced by its base before the scan. */
const SUBDIVISION_FLAG = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{3,6}\u{E007F}/gu;

const selector = (char: string | undefined): boolean => char !== undefined && VARIATION_SELECTOR.test(char);
const visible = (char: string | undefined): boolean => char !== undefined && VISIBLE.test(char) && !HIDDEN.test(char) && !selector(char);

/** Whether the text holds a character the rules above refuse (it is scanned by code point). */
export function hasHiddenCharacters(text: string, lineBreaks: boolean): boolean {
  const chars = Array.from(text.replace(SUBDIVISION_FLAG, '\u{1F3F4}'));
  return chars.some((char, i) => {
    if (lineBreaks && LINE_BREAKS.has(char)) return false;
    if (CONTROL.test(char)) return true;
    if (JOINERS.has(char)) return !((visible(chars[i - 1]) || selector(chars[i - 1])) && visible(chars[i + 1]));
    if (selector(char)) return !visible(chars[i - 1]);
    return HIDDEN.test(char);
  });
}

/** Leading and trailing Unicode White_Space (JavaScript's `trim` would also take U+FEFF, which is refused instead). */
const OUTER_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;

const because = (problem: TextProblem) => ({ params: { problem } });

function textField(max: number, lineBreaks: boolean) {
  return z
    .string()
    .transform((text) => text.normalize('NFC').replace(OUTER_SPACE, ''))
    .refine((text) => text.length > 0, because('empty'))
    .refine((text) => text.length <= max, because('too-long'))
    .refine((text) => !hasHiddenCharacters(text, lineBreaks), because('hidden-characters'));
}

/** A player's name, as a seat shows it. */
export const playerNameSchema = textField(MAX_PLAYER_NAME, false);
/** A chat line's text: a name's rules, with tabs and newlines, and a larger bound. */
export const chatTextSchema = textField(MAX_CHAT_TEXT, true);

type TextSchema = ReturnType<typeof textField>;

export type TextCheck = { ok: true; text: string } | { ok: false; problem: TextProblem };

/** The text as it is stored (normalized and trimmed), or the first reason it is refused. */
export function checkText(schema: TextSchema, value: unknown): TextCheck {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, text: parsed.data };
  const [issue] = parsed.error.issues;
  const problem = issue.code === 'custom' ? (issue.params as { problem?: TextProblem } | undefined)?.problem : undefined;
  return { ok: false, problem: problem ?? 'not-text' };
}
