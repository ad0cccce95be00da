/**
 * What the end-of-game panel shows, read from the state and the log: who won, by which rule (BARB-END-1 influence,
 * BARB-END-2 capitals, BARB-D-ROUND-LIMIT the last round), and every player's final figures in ranking order
 * (BARB-RANK-1). The rule is the one the game's own log event names; without a log (a bare state), it is the one
 * rules/victory.ts's tests make true of the final position. No React here.
 */
import type { LogEntry } from 'boardgame.io';
import { eventsOf } from '../../../games/log-events';
import { VICTORY_CAPITALS, VICTORY_INFLUENCE } from '../../../games/pax-barbarorum/data/constants';
import type { PlayerFaction } from '../../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { ranking } from '../../../games/pax-barbarorum/rules/ranking';
import { factionOf } from '../../../games/pax-barbarorum/rules/state';
import type { PaxState, PlayerID } from '../../../games/pax-barbarorum/rules/types';
import { capitalsCaptured, capitalsHeld } from '../../../games/pax-barbarorum/rules/victory';

export const END_REASONS = ['influence', 'capitals', 'roundLimit'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** The log's kind of each way the game ends (games/pax-barbarorum/log-kinds.ts). */
const REASON_OF_KIND: Record<string, EndReason> = {
  'won-by-influence': 'influence',
  'won-by-capitals': 'capitals',
  'won-at-round-limit': 'roundLimit',
};

export interface Standing {
  player: PlayerID;
  faction: PlayerFaction;
  influence: number;
  stability: number;
  gold: number;
  /** Foreign capitals held (BARB-END-2), as provinces. */
  capitals: ProvinceId[];
}

export interface EndOfGame {
  winner: PlayerID;
  reason: EndReason;
  /** Every player, the winner's ranking first (BARB-RANK-1 breaks ties). */
  standings: Standing[];
}

/** The rule that ended the game, as the log tells it; else as the final position shows it. */
export function endReason(G: PaxState, winner: PlayerID, log: readonly Pick<LogEntry, 'metadata'>[] = []): EndReason {
  for (let i = log.length - 1; i >= 0; i--) {
    for (const event of eventsOf(log[i])) if (REASON_OF_KIND[event.kind]) return REASON_OF_KIND[event.kind];
  }
  const f = factionOf(G, winner);
  if (f && capitalsCaptured(G, f) >= VICTORY_CAPITALS) return 'capitals';
  if (f && (G.realms[f]?.influence ?? 0) >= VICTORY_INFLUENCE) return 'influence';
  return 'roundLimit';
}

/** The end of the game, or null while it goes on. `winner`: ctx.gameover's, else the state's. */
export function endOfGame(G: PaxState, winner: PlayerID | null | undefined, log?: readonly Pick<LogEntry, 'metadata'>[]): EndOfGame | null {
  const who = winner ?? G.winner;
  if (who === null || who === undefined) return null;
  const standings = ranking(G).map((f): Standing => {
    const r = G.realms[f]!;
    return { player: r.player, faction: f, influence: r.influence, stability: r.stability, gold: r.gold, capitals: capitalsHeld(G, f) };
  });
  // The winner heads the list even when a capital victory (BARB-END-2) came before the most influence.
  standings.sort((a, b) => Number(b.player === who) - Number(a.player === who));
  return { winner: who, reason: endReason(G, who, log), standings };
}
