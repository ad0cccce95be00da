/**
 * The rules reference: a game's RULES.md (or RULES.fr.md) read into its title, sections and rules, so the
 * client can show every rule with an anchor per id and the contract test can list the ids. Pure: text in,
 * plain data out; the markdown inside a rule stays as inline tokens (bold, italic, code, rule ids), never HTML.
 *
 * The format the games' files follow:
 *   # Title
 *   paragraphs
 *   ## Section            (### for a subsection)
 *   - **RULE-ID** text    (continuation lines indented; `  - **RULE-ID-a** ...` a nested rule;
 *     - *note*: ...        an indented bullet without an id is a sub-item of the rule above)
 *   - **PAMIR-EVENT-109D / 110D** text   (one text for several ids: the short ones keep the first id's prefix)
 *   - **PAMIR-EVENT-105D** text. **PAMIR-EVENT-105P** text   (an id in bold inside the text: one more id of the rule)
 *   | a | b |             a table: a header row, a divider (`| --- | --- |`), then its rows; cells are inline text
 *   [dev: …]              a developer's note (file names, code, tests, commands): kept in the file, never read
 *                         into the document, so a player's page never shows it; inline or over several lines
 */

/** A rule id: capital words joined by hyphens, the last part possibly ending with one small letter (7a). */
export const RULE_ID_PATTERN = /\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+[a-z]?\b/g;

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  /** A rule id mentioned in running text, linked when the document defines it. */
  | { kind: 'rule-ref'; id: string };

export interface Rule {
  /** The first id; an element's anchor. */
  id: string;
  /** Every id the rule carries (usually just `id`). */
  ids: string[];
  /** The rule's text (continuation lines joined), then each sub-item's text. */
  text: Inline[];
  items: Inline[][];
  /** Nested under the rule above (BARB-ORDER-7a under BARB-ORDER-7). */
  nested: boolean;
}

/** A table's cells, row by row: `head` is its first row, above the divider. */
export interface Table {
  head: Inline[][];
  rows: Inline[][][];
}

export type Block = { kind: 'paragraph'; text: Inline[] } | { kind: 'rule'; rule: Rule } | { kind: 'table'; table: Table };

export interface Section {
  heading: string;
  /** 2 for `##`, 3 for `###`. */
  level: number;
  /** An anchor for the table of contents, unique in the document. */
  slug: string;
  blocks: Block[];
}

export interface RulesDocument {
  title: string;
  /** Paragraphs before the first section. */
  intro: Block[];
  sections: Section[];
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const RULE_LINE = /^(\s*)-\s+\*\*([^*]+)\*\*\s*(.*)$/;
const BULLET_LINE = /^(\s*)-\s+(.*)$/;
const TABLE_LINE = /^\s*\|.*\|$/;
/** `| --- | :---: |`: the line under a table's header. */
const TABLE_DIVIDER = /^\s*\|(?:\s*:?-+:?\s*\|)+$/;

/** A table line's cells, trimmed (`\|` is a bar inside a cell). */
function tableCells(line: string): string[] {
  const inner = line.trim().slice(1, -1);
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
}

/** The ids a rule's bold label names: `A-B-1` or `PAMIR-EVENT-109D / 110D / 112D`. Empty when it is no id. */
export function idsOfLabel(label: string): string[] {
  const parts = label.split('/').map((part) => part.trim());
  const first = parts[0];
  if (!isRuleId(first)) return [];
  const prefix = first.slice(0, first.lastIndexOf('-') + 1);
  const ids = [first];
  for (const part of parts.slice(1)) {
    const id = isRuleId(part) ? part : prefix + part;
    if (!isRuleId(id)) return [];
    ids.push(id);
  }
  return ids;
}

export function isRuleId(text: string): boolean {
  const match = text.match(new RegExp(RULE_ID_PATTERN.source));
  return match !== null && match[0] === text && match.index === 0;
}

function slugOf(heading: string, taken: Set<string>): string {
  const base =
    heading
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let slug = `section-${base}`;
  for (let n = 2; taken.has(slug); n++) slug = `section-${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** A developer's note with the spaces before it: `[dev: …]`, over lines too (no `]` inside). */
const DEVELOPER_NOTE = /[ \t]*\[dev:[^\]]*\]/g;

/** The text a reader is shown: the file without its developer's notes. */
export function withoutDeveloperNotes(markdown: string): string {
  return markdown.replace(DEVELOPER_NOTE, '');
}

/** Read a rules file. Never throws: text that follows no pattern becomes paragraphs. */
export function parseRules(file: string): RulesDocument {
  const markdown = withoutDeveloperNotes(file);
  const document: RulesDocument = { title: '', intro: [], sections: [] };
  const slugs = new Set<string>();
  let blocks = document.intro;
  /** The lines of the block being read, and what it is. */
  let pending:
    | { kind: 'paragraph'; lines: string[] }
    | { kind: 'rule'; ids: string[]; nested: boolean; lines: string[]; items: string[][] }
    | { kind: 'table'; lines: string[] }
    | null = null;

  const flush = () => {
    if (!pending) return;
    if (pending.kind === 'paragraph') blocks.push({ kind: 'paragraph', text: parseInline(pending.lines.join(' ')) });
    else if (pending.kind === 'table') {
      const [head, divider, ...rows] = pending.lines;
      // Bars without a divider under the first line make no table: the lines are read as a paragraph.
      if (divider !== undefined && TABLE_DIVIDER.test(divider)) {
        const cells = (line: string) => tableCells(line).map(parseInline);
        blocks.push({ kind: 'table', table: { head: cells(head), rows: rows.map(cells) } });
      } else blocks.push({ kind: 'paragraph', text: parseInline(pending.lines.map((line) => line.trim()).join(' ')) });
    } else {
      const { ids, nested, lines, items } = pending;
      const text = parseInline(lines.join(' '));
      const all = [...ids, ...boldIds(text).filter((id) => !ids.includes(id))];
      blocks.push({ kind: 'rule', rule: { id: ids[0], ids: all, nested, text, items: items.map((item) => parseInline(item.join(' '))) } });
    }
    pending = null;
  };

  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      // A blank line ends a paragraph or a table; a rule may go on after one only with an indented line.
      if (pending?.kind === 'paragraph' || pending?.kind === 'table') flush();
      continue;
    }
    if (TABLE_LINE.test(line)) {
      if (pending?.kind !== 'table') {
        flush();
        pending = { kind: 'table', lines: [] };
      }
      pending.lines.push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const text = heading[2].trim();
      if (level === 1 && document.title === '') document.title = text;
      else {
        const section: Section = { heading: text, level: Math.max(2, level), slug: slugOf(text, slugs), blocks: [] };
        document.sections.push(section);
        blocks = section.blocks;
      }
      continue;
    }
    const ruleLine = RULE_LINE.exec(line);
    const ids = ruleLine ? idsOfLabel(ruleLine[2]) : [];
    if (ruleLine && ids.length > 0) {
      flush();
      pending = { kind: 'rule', ids, nested: ruleLine[1].length > 0, lines: ruleLine[3] ? [ruleLine[3]] : [], items: [] };
      continue;
    }
    const indented = /^\s/.test(line);
    const bullet = BULLET_LINE.exec(line);
    if (pending?.kind === 'rule' && indented) {
      // An indented bullet is a sub-item of the rule; other indented lines continue the last part.
      if (bullet) pending.items.push([bullet[2]]);
      else (pending.items.length > 0 ? pending.items[pending.items.length - 1] : pending.lines).push(line.trim());
      continue;
    }
    if (pending?.kind === 'paragraph' && !bullet) {
      pending.lines.push(line.trim());
      continue;
    }
    flush();
    pending = { kind: 'paragraph', lines: [bullet ? bullet[2] : line.trim()] };
  }
  flush();
  return document;
}

/** Ids set in bold inside a rule's text: further ids of the same rule (a card's two halves, PAMIR-EVENT-105P). */
function boldIds(text: readonly Inline[]): string[] {
  return text.flatMap((token) => (token.kind === 'strong' ? idsOfLabel(inlineText(token.children)) : []));
}

/** Every rule of a document, in order (nested ones included). */
export function rulesOf(document: RulesDocument): Rule[] {
  const rules: Rule[] = [];
  for (const blocks of [document.intro, ...document.sections.map((section) => section.blocks)]) {
    for (const block of blocks) if (block.kind === 'rule') rules.push(block.rule);
  }
  return rules;
}

/** Every run of inline text a block holds: a paragraph's, a rule's text then its items, a table's cells row by row. */
export function blockTexts(block: Block): Inline[][] {
  if (block.kind === 'paragraph') return [block.text];
  if (block.kind === 'table') return [...block.table.head, ...block.table.rows.flat()];
  return [block.rule.text, ...block.rule.items];
}

/** Every id a document defines, in order. */
export function ruleIdsOf(document: RulesDocument): string[] {
  return rulesOf(document).flatMap((rule) => rule.ids);
}

/**
 * Inline markdown into tokens: `code`, **strong**, *em* (or _em_), [text](target) kept as its text, and
 * rule ids in plain text as references. Unclosed markers stay as they are.
 */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const pushPlain = () => {
    if (plain) out.push(...splitRuleRefs(plain));
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('`')) {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        pushPlain();
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**')) {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        pushPlain();
        out.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((rest[0] === '*' || rest[0] === '_') && rest[1] !== ' ' && rest[1] !== rest[0]) {
      // `_` marks emphasis only at a word's start, so snake_case stays as it is.
      const marker = rest[0];
      const wordStart = i === 0 || /[\s(["'“]/.test(text[i - 1]);
      const end = text.indexOf(marker, i + 1);
      if (end > i + 1 && (marker === '*' || wordStart) && text[end - 1] !== ' ') {
        pushPlain();
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (rest[0] === '[') {
      const link = /^\[([^\]]+)\]\(([^)\s]*)\)/.exec(rest);
      if (link) {
        plain += link[1];
        i += link[0].length;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  pushPlain();
  return out;
}

function splitRuleRefs(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(RULE_ID_PATTERN)) {
    const start = match.index!;
    // `RP-D-*`, `PAMIR-EVENT-<n>D`: a pattern of ids, not an id.
    if (text[start + match[0].length] === '-') continue;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    out.push({ kind: 'rule-ref', id: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** The plain text of inline tokens (search, titles, tests). */
export function inlineText(tokens: readonly Inline[]): string {
  return tokens
    .map((token) => ('children' in token ? inlineText(token.children) : token.kind === 'rule-ref' ? token.id : token.text))
    .join('');
}

/** The document with `typeset` applied to its running text (a language's punctuation), code and ids untouched. */
export function typesetText(document: RulesDocument, typeset: (text: string) => string): RulesDocument {
  const inline = (tokens: readonly Inline[]): Inline[] =>
    tokens.map((token) =>
      token.kind === 'text' ? { kind: 'text', text: typeset(token.text) } : 'children' in token ? { ...token, children: inline(token.children) } : token,
    );
  const blocks = (list: readonly Block[]): Block[] =>
    list.map((block) =>
      block.kind === 'paragraph'
        ? { kind: 'paragraph', text: inline(block.text) }
        : block.kind === 'table'
          ? { kind: 'table', table: { head: block.table.head.map(inline), rows: block.table.rows.map((row) => row.map(inline)) } }
          : { kind: 'rule', rule: { ...block.rule, text: inline(block.rule.text), items: block.rule.items.map(inline) } },
    );
  return {
    title: typeset(document.title),
    intro: blocks(document.intro),
    sections: document.sections.map((section) => ({ ...section, heading: typeset(section.heading), blocks: blocks(section.blocks) })),
  };
}
