/**
 * The text rules for names and chat lines (server/player-text.ts), over arbitrary strings: whatever a
 * schema accepts holds none of the forbidden characters, is NFC, trimmed and within its bound, and is
 * accepted again unchanged; and the decisions about joiners, variation selectors and tags, case by case.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_PLAYER_NAME, chatTextSchema, checkText, playerNameSchema } from '../../server/player-text';
import { MAX_CHAT_TEXT } from '../../server/protocol';

const FIELDS = [
  ['a name', playerNameSchema, MAX_PLAYER_NAME, false],
  ['a chat line', chatTextSchema, MAX_CHAT_TEXT, true],
] as const;

/** Characters the rules name, each of which a test string should meet often. */
const NAMED = [
  '\u0000', '\u0007', '\t', '\n', '\r', '\u001B', '\u007F', '\u0085', '\u009F',
  '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C',
  '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u180E', '\u00AD', '\u2028', '\u2029', '\u3164', '\u034F',
  '\uFE0F', '\u{E0100}', '\u{E0067}', '\u{E0062}', '\u{E007F}', '\u{1F3F4}', '\uFFFE',
  '\uD800', '\uDC00', ' ', '\u00A0', '\u3000', 'e', '\u0301', 'A', '\u{1F468}', '\u0645', '\u094D',
];

/** A code unit, a code point, or one of NAMED: strings mixing ordinary text with everything the rules are about. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAMED) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) },
  { weight: 2, arbitrary: fc.constantFrom('a', 'b', 'z', '1', '.', 'é') },
);
const anyText = (max: number) => fc.string({ unit, maxLength: max + 8 });

const hasLoneSurrogate = (text: string) => {
  try {
    encodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
};
const VISIBLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
const SELECTOR = /^\p{Variation_Selector}$/u;

/** The rules, written again from their statement, for a text the schema accepted. */
function breaches(text: string, lineBreaks: boolean): string[] {
  const found: string[] = [];
  if (hasLoneSurrogate(text)) found.push('lone surrogate');
  const chars = Array.from(text);
  chars.forEach((char, i) => {
    const code = char.codePointAt(0)!;
    const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')} at ${i}`;
    if ((code <= 0x1f || (code >= 0x7f && code <= 0x9f)) && !(lineBreaks && (char === '\t' || char === '\n'))) found.push(`control ${name}`);
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) found.push(`bidirectional ${name}`);
    if ([0x200b, 0x2060, 0xfeff, 0x180e, 0x200e, 0x200f, 0x061c, 0x00ad, 0x2028, 0x2029].includes(code)) found.push(`invisible ${name}`);
    if (code === 0x200c || code === 0x200d) {
      const before = SELECTOR.test(chars[i - 1] ?? '') ? chars[i - 2] : chars[i - 1];
      if (!VISIBLE.test(before ?? '') || !VISIBLE.test(chars[i + 1] ?? '') || SELECTOR.test(chars[i + 1] ?? '')) found.push(`joiner not between visible characters ${name}`);
    } else if (/\p{Cf}/u.test(char) && !(code >= 0xe0020 && code <= 0xe007f)) found.push(`format ${name}`);
    if (code >= 0xe0020 && code <= 0xe007f) {
      const flag = chars.lastIndexOf('\u{1F3F4}', i);
      if (flag < 0 || !/^\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{3,6}\u{E007F}/u.test(chars.slice(flag).join(''))) found.push(`tag outside a flag ${name}`);
    }
    if (SELECTOR.test(char) && (!VISIBLE.test(chars[i - 1] ?? '') || SELECTOR.test(chars[i - 1] ?? ''))) found.push(`variation selector not after a visible character ${name}`);
  });
  return found;
}

describe.each(FIELDS)('%s', (_field, schema, max, lineBreaks) => {
  test('whatever the schema accepts holds no forbidden character, is NFC, trimmed, within the bound, and is accepted again unchanged', () => {
    let accepted = 0;
    fc.assert(
      fc.property(anyText(max), (raw) => {
        const checked = checkText(schema, raw);
        if (!checked.ok) return;
        accepted++;
        const { text } = checked;
        expect(breaches(text, lineBreaks), JSON.stringify(text)).toEqual([]);
        expect(text.normalize('NFC')).toBe(text);
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(max);
        expect(checkText(schema, text)).toEqual({ ok: true, text });
      }),
      { numRuns: 5000 },
    );
    // Not a vacuous property: a good share of the arbitrary strings pass.
    expect(accepted).toBeGreaterThan(200);
  });

  test('a forbidden character put anywhere in an accepted text makes it refused as hidden-characters', () => {
    const forbidden = fc.constantFrom('\u0000', '\u001B', '\u007F', '\u0085', '\u202E', '\u2067', '\u200B', '\u2060', '\uFEFF', '\u180E', '\u200E', '\u00AD', '\u2028', '\uD800', '\uDFFF', '\u3164', '\u{E0041}');
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', ' ', '1', '\u0645', '\u{1F468}'), maxLength: 20 }), forbidden, fc.nat(), (text, char, at) => {
        // Inside the text: at its ends, white space is trimmed (U+2028) before the check.
        const base = `x${text}x`;
        const cut = 1 + (at % (base.length - 1));
        expect(checkText(schema, base.slice(0, cut) + char + base.slice(cut))).toEqual({ ok: false, problem: 'hidden-characters' });
      }),
    );
  });

  test('a decomposed text is accepted composed; the bound counts UTF-16 code units after normalizing and trimming', () => {
    expect(checkText(schema, '  Ame\u0301lie\u00A0\u3000')).toEqual({ ok: true, text: 'Am\u00E9lie' });
    expect(checkText(schema, `  ${'e\u0301'.repeat(max)}  `)).toEqual({ ok: true, text: '\u00E9'.repeat(max) });
    expect(checkText(schema, 'x'.repeat(max))).toEqual({ ok: true, text: 'x'.repeat(max) });
    expect(checkText(schema, 'x'.repeat(max + 1))).toEqual({ ok: false, problem: 'too-long' });
    expect(checkText(schema, '\u{1F600}'.repeat(max / 2 + 1))).toEqual({ ok: false, problem: 'too-long' });
    expect(checkText(schema, ' \t\n ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkText(schema, 42)).toEqual({ ok: false, problem: 'not-text' });
    expect(checkText(schema, undefined)).toEqual({ ok: false, problem: 'not-text' });
  });

  test('white space at the ends is trimmed, but a byte order mark there is refused, not trimmed', () => {
    expect(checkText(schema, '\u2028\u00A0Ada\u3000\u2029')).toEqual({ ok: true, text: 'Ada' });
    expect(checkText(schema, '\uFEFFAda')).toEqual({ ok: false, problem: 'hidden-characters' });
    expect(checkText(schema, 'Ada\uFEFF')).toEqual({ ok: false, problem: 'hidden-characters' });
    expect(checkText(schema, '\u200BAda')).toEqual({ ok: false, problem: 'hidden-characters' });
  });

  // The decision on U+200D ZERO WIDTH JOINER and U+200C ZERO WIDTH NON-JOINER (server/player-text.ts):
  // allowed between two visible characters, which is where emoji sequences and Persian and Indic words
  // use them; refused anywhere else, where they join nothing and only hide.
  test.each([
    ['an emoji family (ZWJ between emoji)', true, '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['a skin tone then ZWJ', true, '\u{1F469}\u{1F3FD}\u200D\u{1F4BB}'],
    ['a heart on fire (variation selector then ZWJ)', true, '\u2764\uFE0F\u200D\u{1F525}'],
    ['a Persian word with ZWNJ', true, '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'],
    ['a Devanagari conjunct with ZWJ after the virama', true, '\u0915\u094D\u200D\u0937'],
    ['a Scotland flag (tags)', true, '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
    ['a keycap', true, '#\uFE0F\u20E3'],
    ['a CJK ideographic variant', true, '\u845B\u{E0100}'],
    ['ZWJ first', false, '\u200Dab'],
    ['ZWJ last', false, 'ab\u200D'],
    ['ZWJ beside a space', false, 'a \u200Db'],
    ['two joiners in a row', false, 'a\u200D\u200Db'],
    ['ZWNJ alone', false, '\u200C'],
    ['variation selectors in a row', false, 'a\uFE0F\uFE0F'],
    ['a variation selector first', false, '\uFE0Fa'],
    ['tags outside a flag', false, 'a\u{E0068}\u{E0069}'],
    ['a flag whose tags never end', false, '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}'],
  ])('%s: accepted %s', (_what, accepted, text) => {
    expect(checkText(schema, text).ok).toBe(accepted);
  });
});

test('tab and newline are a chat line\'s, never a name\'s', () => {
  expect(checkText(chatTextSchema, 'one\n\ttwo')).toEqual({ ok: true, text: 'one\n\ttwo' });
  expect(checkText(playerNameSchema, 'one\ttwo')).toEqual({ ok: false, problem: 'hidden-characters' });
  expect(checkText(playerNameSchema, 'one\ntwo')).toEqual({ ok: false, problem: 'hidden-characters' });
  expect(checkText(chatTextSchema, 'one\r\ntwo')).toEqual({ ok: false, problem: 'hidden-characters' });
});
