/**
 * The boardgame.io wiring of PAX: phases, turn order, and the moves of rules/moves.ts (one pure function
 * each, which the bots' fast playouts call too), wired as every game's are (games/wire.ts).
 */
import type { Game, LongFormMove } from 'boardgame.io';
import { frozen, PlainStatePlugin } from '../plain-state';
import type { SetupData } from '../types';
import { wiring } from '../wire';
import { enumerate } from './ai';
import { SCENARIO_POSITIONS } from './data/scenarios';
import type { Phase } from './rules/actions';
import { PAX_MOVES, type MoveContext } from './rules/moves';
import { openingDone } from './rules/opening';
import { scenarioState } from './rules/position';
import { createState, MAX_PLAYERS, MIN_PLAYERS, openingPlays, type Shuffle } from './rules/setup';
import { paxOptions, scenarioOf, validatePaxSetup } from './setup-check';
import type { PaxState } from './rules/types';
import { playerView } from './view';

type LongMove = LongFormMove<PaxState>;

/** boardgame.io's turn number of a position's first turn: the opening phase ends before its turn starts. */
const SCENARIO_FIRST_TURN = 1;

/**
 * A new game (PAX-SETUP-*), or a rulebook position: it starts in the play phase (its opening is over, so the
 * opening phase ends at once), on the turn of the turn record's player.
 */
function setupState(numPlayers: number, setupData: SetupData | undefined, shuffle: Shuffle): PaxState {
  const scenario = scenarioOf(setupData, numPlayers);
  if (scenario === null) return createState(numPlayers, paxOptions(setupData, numPlayers), shuffle);
  const built = scenarioState(SCENARIO_POSITIONS[scenario], shuffle);
  // the positions are checked by their tests; any other is refused before a match starts
  if (!built.ok) throw new Error(`scenario ${scenario}: ${built.problem} (${built.detail})`);
  const G = built.value;
  return { ...G, turn: { ...G.turn, number: SCENARIO_FIRST_TURN } };
}

/** A move of rules/moves.ts as a boardgame.io move (games/wire.ts): the rule knows the phase, the mover and the turn. */
const wired = wiring<PaxState, MoveContext>({
  call: ({ ctx, playerID }) => ({ phase: ctx.phase as Phase, player: playerID, currentPlayer: ctx.currentPlayer, numPlayers: ctx.numPlayers, turn: ctx.turn }),
});

/**
 * PAX-SETUP-6 / PAX-SOLO-3 (opening) and PAX-DRAW-2 (draw step). Which card goes where is redacted.
 * PAX-TAKE-BACK-1: an opening card kept or put under the deck may be taken back; not when the opening plays
 * cards face up (solo, level 3 and up), nor in the draw step (a card under a legion is shown, the next is drawn).
 */
const place: LongMove = {
  redact: true,
  client: false,
  undoable: ({ G, ctx }) => ctx.phase === 'opening' && openingPlays(G.soloLevel) === 0,
  move: wired(PAX_MOVES.place),
};

/** PAX-DRAW-1, or PAX-END-3 when the deck is empty. */
const draw: LongMove = { client: false, move: wired(PAX_MOVES.draw) };

/** PAX-TURN-3: the alternative turn. */
const lookAtRome: LongMove = { client: false, move: wired(PAX_MOVES.lookAtRome) };

/** PAX-BUY-1. PAX-TAKE-BACK-1: the group bought lay face up, so it may be taken back. */
const buyMove: LongMove = { undoable: true, move: wired(PAX_MOVES.buy) };

/** PAX-PLAY-1. */
const playMove = wired(PAX_MOVES.play);

/**
 * PAX-INCOME-*, then PAX-NOC-4. PAX-TAKE-BACK-1: the income shows nothing; it may be taken back while the
 * player still owes Rome cards (a turn that ended may not).
 */
const endTurn: LongMove = { client: false, undoable: true, move: wired(PAX_MOVES.endTurn) };

/** PAX-NOC-4: one card from the hand to Rome, face up. */
const giveToRome: LongMove = { client: false, move: wired(PAX_MOVES.giveToRome) };

export const game: Game<PaxState, Record<string, unknown>, SetupData | undefined> & {
  name: string;
  minPlayers: number;
  maxPlayers: number;
} = {
  name: 'pax',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: ({ ctx, random }, setupData) => frozen(setupState(ctx.numPlayers, setupData, random.Shuffle)),
  validateSetupData: validatePaxSetup,
  playerView,
  // A drawn card, once seen, cannot be taken back: no undo.
  disableUndo: true,
  plugins: [PlainStatePlugin],
  phases: {
    opening: {
      start: true,
      next: 'play',
      turn: {
        activePlayers: { all: 'opening' },
        stages: { opening: { moves: { place } } },
      },
      endIf: ({ G }) => openingDone(G),
    },
    play: {
      turn: {
        order: {
          // The turn record names the first player after the opening (PAX-SETUP-7), or a position's player.
          first: ({ G, ctx }) => ctx.playOrder.indexOf(G.turn.player),
          next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
        },
        // PAX-TURN-1 / PAX-ROUND-4: a move that finishes the turn puts the next turn's record in `G.turn`.
        endIf: ({ G, ctx }) => (G.turn.number !== ctx.turn ? { next: G.turn.player } : false),
      },
      moves: { draw, lookAtRome, place, buy: buyMove, play: playMove, endTurn, giveToRome },
    },
  },
  ai: { enumerate },
};
