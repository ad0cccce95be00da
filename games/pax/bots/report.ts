/**
 * BOT-REPORT-1 for PAX: where Rome's wins come from, read from finished games (`npm run arena:report`). Rome wins
 * by matching every player in enough categories (PAX-WIN-1, PAX-NOC-9); the card values are ours
 * (PAX-DEC-CARDS), Rome's intake is the rulebook's (PAX-SETUP-3, PAX-ROUND-2, PAX-NOC-4). So per line: how many
 * cards Rome ends with and how it got them, against a player's play area, and in how many categories Rome
 * matches every player, counting those nobody played and those tied; then each category's symbols.
 */
import { percent, shareWithInterval } from '../../bots/interval';
import type { GameReport, ReportTable } from '../../bots/kit';
import type { MatchRecord, RecordedMove } from '../../match-record';
import { ROME_WIN_CATEGORIES } from '../data/setup';
import { openingDone } from '../rules/opening';
import { categoriesInPlay, finalPosition, finalScore } from '../rules/scoring';
import { strength } from '../rules/symbols';
import type { PaxState } from '../rules/types';

const mean = (sum: number, games: number) => Number((sum / Math.max(1, games)).toFixed(2));

/** One line of games: a player count, with or without Nocturnus, a solo level. */
interface Line {
  games: number;
  romeWins: number;
  /** Sums over the games, read at the end. */
  romeCards: number;
  romeAtStart: number;
  groups: number;
  gifts: number;
  /** A player's play area (the mean over the seats), and the largest one. */
  area: number;
  largestArea: number;
  matched: number;
  nobody: number;
  tied: number;
  /** Per category: Rome's symbols, the strongest player's, and the games Rome matched every player in it. */
  categories: Map<string, { rome: number; best: number; matched: number }>;
}

const lineName = (G: PaxState, players: number) =>
  G.soloLevel > 0
    ? `solo, level ${G.soloLevel}${G.expansion ? ', with Nocturnus' : ''}`
    : `${players} players${G.expansion ? ', with Nocturnus' : ''}`;

/** Rome's cards, face up and face down (the report reads the full state, after the games). */
const romeCards = (G: PaxState) => G.rome.length + G.secret.romeHidden.length;

export function paxReport(): GameReport<PaxState> {
  const lines = new Map<string, Line>();
  let players = 0;
  let atStart = 0;
  let groups = 0;
  let gifts = 0;

  return {
    begin(record: MatchRecord, G) {
      players = record.numPlayers;
      atStart = romeCards(G);
      groups = 0;
      gifts = 0;
    },

    step(before, after, move: RecordedMove) {
      const taken = romeCards(after) - romeCards(before);
      if (taken <= 0) return;
      // PAX-BIG-3 / PAX-DEC-OPENING: Rome's open cards come with the last opening placement, part of the setup
      if (!openingDone(before)) {
        atStart += taken;
        return;
      }
      // PAX-NOC-4: a player gives Rome a card; every other card Rome gains is a group (PAX-ROUND-2)
      if (move.move === 'giveToRome') gifts += taken;
      else groups += taken;
    },

    end(G, outcome, finished) {
      if (!finished) return;
      const name = lineName(G, players);
      const line = lines.get(name) ?? { games: 0, romeWins: 0, romeCards: 0, romeAtStart: 0, groups: 0, gifts: 0, area: 0, largestArea: 0, matched: 0, nobody: 0, tied: 0, categories: new Map() };
      lines.set(name, line);
      const position = finalPosition(G);
      const result = finalScore(position);
      const areas = Object.values(position.areas).map((area) => area.length);
      line.games++;
      if (outcome.ending === 'Rome wins') line.romeWins++;
      line.romeCards += position.rome.length;
      line.romeAtStart += atStart;
      line.groups += groups;
      line.gifts += gifts;
      line.area += areas.reduce((a, b) => a + b, 0) / areas.length;
      line.largestArea += Math.max(...areas);
      for (const category of categoriesInPlay(G.expansion)) {
        const rome = result.rome[category] as number;
        const best = Math.max(...Object.values(position.areas).map((area) => strength(area, category)));
        const matched = result.romeCategories.includes(category);
        const c = line.categories.get(category) ?? { rome: 0, best: 0, matched: 0 };
        line.categories.set(category, c);
        c.rome += rome;
        c.best += best;
        if (!matched) continue;
        c.matched++;
        line.matched++;
        if (best === 0) line.nobody++;
        else if (best === rome) line.tied++;
      }
    },

    tables() {
      return [...lines].flatMap(([name, line]): ReportTable[] => {
        const needed = name.startsWith('solo') ? 'the solo level decides (PAX-SOLO-5, PAX-NSOLO-2)' : ROME_WIN_CATEGORIES[name.includes('Nocturnus') ? 'nocturnus' : 'base'];
        const m = (sum: number) => mean(sum, line.games);
        return [
          {
            title: `Where Rome's wins come from, ${name}, ${line.games} games`,
            columns: ['figure', 'value'],
            rows: [
              ['games Rome won', shareWithInterval(line.romeWins, line.games)],
              ["Rome's cards at the end, a game's mean", m(line.romeCards)],
              ['of which Rome started with (PAX-SETUP-3, PAX-BIG-3)', m(line.romeAtStart)],
              ['of which groups taken at the end of a round (PAX-ROUND-2)', m(line.groups)],
              ['of which given by the players (PAX-NOC-4)', m(line.gifts)],
              ["a player's play area at the end", m(line.area)],
              ['the largest play area of the game', m(line.largestArea)],
              ['categories in which Rome matches every player', m(line.matched)],
              ['of which no player has a symbol', m(line.nobody)],
              ['of which the strongest player ties Rome', m(line.tied)],
              ['categories Rome needs (PAX-WIN-1, PAX-NOC-9)', needed],
            ],
          },
          {
            title: `Symbols by category at the end, ${name}, a game's mean`,
            columns: ['category', 'Rome', 'the strongest player', 'games Rome matches every player'],
            rows: [...line.categories].map(([category, c]) => [category, m(c.rome), m(c.best), percent(c.matched / line.games)]),
          },
        ];
      });
    },
  };
}
