/**
 * BOT-REPORT-1 for Pax Barbarorum: what the balance bands are judged by, read from finished games
 * (`npm run arena:report`). The bots choose their factions (BARB-SETUP-1), so a faction's share is its wins among
 * the games it played, against the band of half to one and a half times a fair share. Then how capitals changed
 * hands (BARB-HOLD-1, BARB-END-2): taken, walked into while empty, left empty by their own player; and, per style
 * and faction, how many foreign capitals a seat held at once.
 */
import { percent, shareWithInterval } from '../../bots/interval';
import type { GameReport, Outcome, ReportTable } from '../../bots/kit';
import type { MatchRecord, RecordedMove } from '../../match-record';
import { FACTION_INFO, PLAYER_FACTIONS, type FactionId, type PlayerFaction } from '../data/factions';
import { CAPITALS, type ProvinceId } from '../data/map';
import { armiesAt, armyOf, factionOf } from '../rules/state';
import type { PaxState } from '../rules/types';
import { capitalsCaptured, capitalsHeld } from '../rules/victory';

const CAPITAL_LIST = Object.entries(CAPITALS) as [FactionId, ProvinceId][];
/** The moves by which a player takes its own pieces out of a province: a Move order's march, a demobilisation. */
const TAKING_OUT = new Set(['resolveOrder', 'demobilise']);

const factionName = (f: PlayerFaction) => FACTION_INFO[f].name.en;
/** The style a seat's spec names (`ismcts:10ms@conqueror`), or none. */
const styleOf = (spec: string | undefined) => (spec?.includes('@') ? spec.slice(spec.indexOf('@') + 1) : 'none');

interface Conquest {
  games: number;
  won: number;
  /** Games in which the seat held at least i + 1 foreign capitals at once. */
  held: number[];
}

export function barbarorumReport(): GameReport<PaxState> {
  /** Per player count and faction: games played and won. */
  const factions = new Map<number, Map<PlayerFaction, { games: number; wins: number }>>();
  const capitals = { games: 0, taken: 0, walkedInto: 0, leftEmpty: 0, byCapitals: 0, winnerWalkedIn: 0 };
  /** Per style, then faction. */
  const conquests = new Map<string, Map<PlayerFaction, Conquest>>();

  // the game being followed
  let record: MatchRecord;
  let most: Record<string, number> = {};
  /** Capitals each faction walked into and still holds. */
  let walked = new Map<ProvinceId, PlayerFaction>();

  return {
    begin(started) {
      record = started;
      most = {};
      walked = new Map();
      capitals.games++;
    },

    step(before, after, move: RecordedMove) {
      for (const [home, p] of CAPITAL_LIST) {
        const was = before.owner[p];
        const is = after.owner[p];
        if (was === is) {
          // BARB-HOLD-1: a capital its player still holds cannot have been left empty; one left by the move is not held
          continue;
        }
        walked.delete(p);
        if (was === home && factionOf(after, move.player) === home && TAKING_OUT.has(move.move) && armyOf(before, p, home) && !armyOf(after, p, home)) {
          capitals.leftEmpty++;
        }
        if (is === undefined || is === home || !(PLAYER_FACTIONS as readonly string[]).includes(is)) continue;
        capitals.taken++;
        if (armiesAt(before, p).length === 0) {
          capitals.walkedInto++;
          walked.set(p, is as PlayerFaction);
        }
      }
      for (const seat of Object.keys(after.seats)) {
        const f = factionOf(after, seat);
        if (f) most[seat] = Math.max(most[seat] ?? 0, capitalsCaptured(after, f));
      }
    },

    end(G, outcome: Outcome) {
      const byCount = factions.get(record.numPlayers) ?? new Map();
      factions.set(record.numPlayers, byCount);
      for (const seat of Object.keys(G.seats)) {
        const f = factionOf(G, seat);
        if (!f) continue;
        const won = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
        const tally = byCount.get(f) ?? { games: 0, wins: 0 };
        tally.games++;
        tally.wins += won;
        byCount.set(f, tally);
        const style = styleOf(record.players?.[seat]);
        const byFaction = conquests.get(style) ?? new Map<PlayerFaction, Conquest>();
        conquests.set(style, byFaction);
        const c = byFaction.get(f) ?? { games: 0, won: 0, held: [0, 0, 0] };
        c.games++;
        c.won += won;
        for (let i = 0; i < c.held.length; i++) if ((most[seat] ?? 0) > i) c.held[i]++;
        byFaction.set(f, c);
      }
      if (outcome.ending === 'capitals') {
        capitals.byCapitals++;
        const winner = factionOf(G, outcome.winners[0]);
        if (winner && capitalsHeld(G, winner).some((p) => walked.get(p) === winner)) capitals.winnerWalkedIn++;
      }
    },

    tables(): ReportTable[] {
      const out: ReportTable[] = [];
      for (const [numPlayers, byFaction] of [...factions].sort(([a], [b]) => a - b)) {
        const fair = 1 / numPlayers;
        out.push({
          title: `Factions, ${numPlayers} players: wins among the games played (band ${percent(fair / 2)} – ${percent(1.5 * fair)})`,
          columns: ['faction', 'games', 'wins', 'share (95 % interval)', 'band'],
          rows: PLAYER_FACTIONS.filter((f) => byFaction.has(f)).map((f) => {
            const { games, wins } = byFaction.get(f)!;
            const rate = wins / games;
            return [factionName(f), games, Number(wins.toFixed(2)), shareWithInterval(wins, games), rate < fair / 2 ? 'under' : rate > 1.5 * fair ? 'over' : 'within'];
          }),
        });
      }
      out.push({
        title: `Capitals changing hands, in ${capitals.games} games`,
        columns: ['event', 'count', 'share of the games (95 % interval)'],
        rows: [
          ['a foreign capital taken by a player', capitals.taken, ''],
          ['of which walked into while empty', capitals.walkedInto, ''],
          ["a player's own capital left empty by its own march or demobilisation", capitals.leftEmpty, ''],
          ['a game won by three capitals', capitals.byCapitals, shareWithInterval(capitals.byCapitals, capitals.games)],
          ['of which the winner walked into one of its three', capitals.winnerWalkedIn, ''],
        ],
      });
      out.push({
        title: 'Foreign capitals held at once, by style and faction',
        columns: ['style', 'faction', 'games', 'won', 'held one', 'two', 'three'],
        rows: [...conquests].sort(([a], [b]) => a.localeCompare(b)).flatMap(([style, byFaction]) =>
          PLAYER_FACTIONS.filter((f) => byFaction.has(f)).map((f) => {
            const c = byFaction.get(f)!;
            return [style, factionName(f), c.games, Number(c.won.toFixed(2)), ...c.held];
          }),
        ),
      });
      return out;
    },
  };
}
