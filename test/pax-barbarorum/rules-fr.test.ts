/** The French rules reference (RULES.fr.md) is the counterpart of RULES.md: same sections, same rules in the same places. */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseRules, type RulesDocument } from '../../games/rules-reference';

const read = (file: string) => parseRules(readFileSync(new URL(`../../games/pax-barbarorum/${file}`, import.meta.url), 'utf8'));

/** Each section's level and the ids of its rules, in order. */
const outline = (doc: RulesDocument) =>
  doc.sections.map((s) => [s.level, s.blocks.flatMap((b) => (b.kind === 'rule' ? [b.rule.ids.join('+') + (b.rule.nested ? ' (nested)' : '')] : []))]);

test('RULES.fr.md has the sections and rule ids of RULES.md, in the same order', () => {
  const en = read('RULES.md');
  const fr = read('RULES.fr.md');
  expect(outline(fr)).toEqual(outline(en));
  expect(fr.sections.map((s) => s.heading)).toContain('Décisions');
});
