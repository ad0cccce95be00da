/**
 * Rule ids are the thread between the rules, the code, the tests, the log and the rules reference: every id
 * cited anywhere (games/, client/, test/) must be a rule of its game's RULES.md and of its French RULES.fr.md,
 * and the two files must define exactly the same ids.
 *
 * Which game an id belongs to: the folder it is cited in (games/<game>/, client/boards/<game>/, test/<game>/);
 * in a shared file, the games the file names ('pax', "pax-pamir", games/pax/...), or any game when it names
 * none. Only ids with a prefix the games' rules use (PAX-, PAMIR-, BARB-, RP-) are read, so `UTF-8` is no
 * citation; a pattern of ids (`RP-D-*`, `PAMIR-EVENT-${n}D`) is none either. Each game's ids carry its own
 * prefix, so no id names rules of two games (old ids of stored log events: games/rule-aliases.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { blockTexts, parseRules, RULE_ID_PATTERN, ruleIdsOf, type Inline } from '../../games/rules-reference';
import { currentRuleId } from '../../games/rule-aliases';
import { sourceFiles } from '../support/source-files';

const root = join(import.meta.dirname, '..', '..');
const games = gameEntries.map((entry) => entry.game.name);

function idsOfFile(path: string): string[] | undefined {
  return existsSync(path) ? ruleIdsOf(parseRules(readFileSync(path, 'utf8'))) : undefined;
}

const english = new Map(games.map((game) => [game, new Set(idsOfFile(join(root, 'games', game, 'RULES.md')) ?? [])]));
const frenchIds = new Map(games.map((game) => [game, idsOfFile(join(root, 'games', game, 'RULES.fr.md'))]));
const french = new Map(games.map((game) => [game, new Set(frenchIds.get(game) ?? [])]));
const prefixes = new Set([...english.values()].flatMap((ids) => [...ids].map((id) => id.split('-')[0])));

interface Citation {
  file: string;
  line: number;
  id: string;
  /** The games the id may belong to. */
  games: string[];
}

/** The game a path is in (games/pax/..., client/boards/pax/..., test/pax/...), if any. */
function gameOfPath(file: string): string | undefined {
  const match = /^(?:games|client\/boards|test)\/([^/]+)\//.exec(file);
  return match && games.includes(match[1]) ? match[1] : undefined;
}

/** The games a shared file names: as a quoted name or a path segment. */
function gamesNamedIn(source: string): string[] {
  const named = new Set<string>();
  const names = [...games].sort((a, b) => b.length - a.length).map((name) => name.replace(/[-]/g, '\\-'));
  for (const match of source.matchAll(new RegExp(`['"\`/](${names.join('|')})['"\`/]`, 'g'))) named.add(match[1]);
  return [...named];
}

function citations(): Citation[] {
  const found: Citation[] = [];
  for (const path of ['games', 'client', 'test'].flatMap((dir) => sourceFiles(join(root, dir)))) {
    const file = relative(root, path).split('\\').join('/');
    const source = readFileSync(path, 'utf8');
    const own = gameOfPath(file);
    const named = own ? [own] : gamesNamedIn(source);
    const candidates = named.length > 0 ? named : games;
    for (const match of source.matchAll(RULE_ID_PATTERN)) {
      const id = match[0];
      const end = match.index! + id.length;
      if (!prefixes.has(id.split('-')[0]) || source[end] === '-' || source[match.index! - 1] === '-') continue;
      found.push({ file, line: source.slice(0, match.index).split('\n').length, id, games: candidates });
    }
  }
  return found;
}

const cited = citations();

/** The games of a citation that define the id in English; the candidates themselves when none does. */
const ownersOf = (citation: Citation) => {
  const owners = citation.games.filter((game) => english.get(game)!.has(citation.id));
  return owners.length > 0 ? owners : citation.games;
};

/** Missing citations by file, each id with its line: `{ 'test/pax/buy.test.ts': ['PAX-BUY-1 (line 12)'] }`. */
function byFile(list: readonly Citation[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const c of list) (grouped[c.file] ??= []).push(`${c.id} (line ${c.line})`);
  return grouped;
}

/** Ids a rules file mentions in its text (cross-references) without defining them. */
function unknownMentions(path: string): string[] {
  if (!existsSync(path)) return [];
  const document = parseRules(readFileSync(path, 'utf8'));
  const defined = new Set(ruleIdsOf(document));
  const unknown = new Set<string>();
  const visit = (tokens: readonly Inline[]) => {
    for (const token of tokens) {
      if (token.kind === 'rule-ref' && prefixes.has(token.id.split('-')[0]) && !defined.has(token.id)) unknown.add(token.id);
      if ('children' in token) visit(token.children);
    }
  };
  for (const blocks of [document.intro, ...document.sections.map((section) => section.blocks)]) {
    for (const block of blocks) {
      blockTexts(block).forEach(visit);
    }
  }
  return [...unknown];
}

/** The prefix of each game's rule ids. */
const PREFIX: Record<string, string> = { pax: 'PAX', 'pax-pamir': 'PAMIR', 'pax-barbarorum': 'BARB', 'res-publica': 'RP' };

describe('rule ids', () => {
  test('no id names rules of two games', () => {
    const shared = games.flatMap((a, i) => games.slice(i + 1).flatMap((b) => [...english.get(a)!].filter((id) => english.get(b)!.has(id)).map((id) => `${id}: ${a}, ${b}`)));
    expect(shared).toEqual([]);
  });

  test.each(games)('every rule id of %s carries its prefix', (game) => {
    expect(PREFIX[game], `no prefix set for ${game}`).toBeDefined();
    expect([...english.get(game)!].filter((id) => !id.startsWith(`${PREFIX[game]}-`))).toEqual([]);
  });

  // The old ids are written in two parts: whole, the scan above would read them as citations of today's ids.
  test.each([
    ['pax-pamir', `PAX-${'GIFT-1'}`, 'PAMIR-GIFT-1'],
    ['pax-pamir', `PAX-${'WAKHAN-D-4'}`, 'PAMIR-WAKHAN-D-4'],
    ['pax-barbarorum', `PAX-${'STAB-4'}`, 'BARB-STAB-4'],
    ['pax-barbarorum', `D-${'DIVISION'}`, 'BARB-D-DIVISION'],
    ['pax', 'PAX-BUY-1', 'PAX-BUY-1'],
  ])('an old id of %s, %s, reads as %s, a rule of the game', (game, old, current) => {
    expect(currentRuleId(game, old)).toBe(current);
    expect(english.get(game)!.has(current)).toBe(true);
  });

  test('the code and the tests cite rule ids (the scan finds them)', () => {
    expect(cited.length).toBeGreaterThan(100);
    for (const game of games) expect(english.get(game)!.size, `${game}/RULES.md defines no id`).toBeGreaterThan(0);
  });

  describe.each(games)('%s', (game) => {
    const mine = cited.filter((citation) => ownersOf(citation).includes(game));

    test('every rule id cited in the code and tests is in RULES.md', () => {
      const missing = mine.filter((citation) => !citation.games.some((candidate) => english.get(candidate)!.has(citation.id)));
      expect(byFile(missing), `ids cited for ${game} that games/${game}/RULES.md does not define`).toEqual({});
    });

    test('RULES.fr.md exists', () => {
      expect(frenchIds.get(game), `games/${game}/RULES.fr.md is missing`).toBeDefined();
    });

    test('every rule id cited in the code and tests is in RULES.fr.md', () => {
      expect(frenchIds.get(game), `games/${game}/RULES.fr.md is missing`).toBeDefined();
      const missing = mine.filter((citation) => english.get(game)!.has(citation.id) && !french.get(game)!.has(citation.id));
      expect(byFile(missing), `ids cited for ${game} that games/${game}/RULES.fr.md does not define`).toEqual({});
    });

    test('RULES.md and RULES.fr.md define exactly the same ids', () => {
      expect(frenchIds.get(game), `games/${game}/RULES.fr.md is missing`).toBeDefined();
      const en = english.get(game)!;
      const fr = french.get(game)!;
      expect(
        { missingInFrench: [...en].filter((id) => !fr.has(id)), onlyInFrench: [...fr].filter((id) => !en.has(id)) },
        `games/${game}/RULES.md and RULES.fr.md`,
      ).toEqual({ missingInFrench: [], onlyInFrench: [] });
    });

    test('every scenario cites a rule of the game', () => {
      const entry = gameEntries.find((e) => e.game.name === game)!;
      const missing = entry.scenarios.filter((scenario) => !english.get(game)!.has(scenario.rule)).map((s) => `${s.id}: ${s.rule}`);
      expect(missing, `scenarios of ${game} citing ids that RULES.md does not define`).toEqual([]);
    });

    test.each(['RULES.md', 'RULES.fr.md'])('%s defines each id once and mentions only ids it defines', (name) => {
      const path = join(root, 'games', game, name);
      const ids = idsOfFile(path) ?? [];
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), `ids defined twice in games/${game}/${name}`).toEqual([]);
      expect(unknownMentions(path), `ids games/${game}/${name} mentions but does not define`).toEqual([]);
    });
  });
});
