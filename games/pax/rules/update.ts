/**
 * Immutable updates of the state. Rules that change the state return a new one, built in one step, and
 * share every part they do not change, so moves read plain data and the framework has little to copy.
 *
 * Each object is written as a literal with its keys in the state's one order (rules/setup.ts `createState`,
 * `freshTurn`), seat records too (games/seat-record.ts): spreading a frozen object (every state boardgame.io
 * keeps) and storing seat keys ('0', '1'…, which V8 keeps as array elements) one by one into a new object cost
 * many times more than a literal, and these updates are most of the cost of a move.
 */
import type { CardId } from '../data/cards';
import { withSeat } from '../../seat-record';
import type { PaxState, PlayerId, PlayerPrivate, TurnState } from './types';

/** `list` without one occurrence of `card`. */
export function without(list: readonly CardId[], card: CardId): CardId[] {
  const index = list.indexOf(card);
  const copy = list.slice();
  if (index >= 0) copy.splice(index, 1);
  return copy;
}

/** What a rule changes; everything else is shared with the previous state. */
export interface Changes {
  /** The player whose `own` data or `area` change. */
  player?: PlayerId;
  own?: Partial<PlayerPrivate>;
  area?: CardId[];
  turn?: Partial<TurnState>;
  deck?: CardId[];
  legions?: CardId[][];
  rome?: CardId[];
  primus?: PlayerId | null;
  firstPlayer?: PlayerId;
  round?: number;
  romeSeenBy?: PlayerId[];
}

function changedOwn(old: PlayerPrivate, own: Partial<PlayerPrivate>): PlayerPrivate {
  return { hand: own.hand ?? old.hand, coins: own.coins ?? old.coins, drawn: own.drawn ?? old.drawn };
}

function changedTurn(old: TurnState, turn: Partial<TurnState>): TurnState {
  return {
    player: turn.player ?? old.player,
    number: turn.number ?? old.number,
    step: turn.step ?? old.step,
    religion: turn.religion ?? old.religion,
    drawn: turn.drawn ?? old.drawn,
    toHand: turn.toHand ?? old.toHand,
    toLegion: turn.toLegion ?? old.toLegion,
    toDeck: turn.toDeck ?? old.toDeck,
    bought: turn.bought ?? old.bought,
    played: turn.played ?? old.played,
    owed: turn.owed ?? old.owed,
  };
}

export function update(G: PaxState, changes: Changes): PaxState {
  const { player, own, area, turn } = changes;
  return {
    expansion: G.expansion,
    soloLevel: G.soloLevel,
    legions: changes.legions ?? G.legions,
    rome: changes.rome ?? G.rome,
    areas: player !== undefined && area ? withSeat(G.areas, player, area) : G.areas,
    primus: changes.primus !== undefined ? changes.primus : G.primus,
    firstPlayer: changes.firstPlayer ?? G.firstPlayer,
    round: changes.round ?? G.round,
    romeSeenBy: changes.romeSeenBy ?? G.romeSeenBy,
    turn: turn ? changedTurn(G.turn, turn) : G.turn,
    players: player !== undefined && own ? withSeat(G.players, player, changedOwn(G.players[player], own)) : G.players,
    secret: changes.deck ? { deck: changes.deck, romeHidden: G.secret.romeHidden } : G.secret,
  };
}
