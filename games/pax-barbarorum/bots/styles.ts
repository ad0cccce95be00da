/**
 * BOT-STYLE-1 for Pax Barbarorum: the three ways of playing whose balance the game's numbers are tuned for
 * (RULES.md "Balance"). Each narrows what a seat considers, from its own view; the search picks among the rest.
 * - builder: grows by economy, trade and religion; never declares war nor sends a neutral's army;
 * - warlord: grows by conquest; is at war with another player whenever it can be, places no Influence order and
 *   never makes a treaty or a peace;
 * - balanced: the whole game, every move.
 */
import type { MoveChoice } from '../../headless';
import type { BotStyle } from '../../bots/kit';
import type { PlayerFaction } from '../data/factions';
import { atWar } from '../rules/relations';
import { factionOf, factionsInPlay } from '../rules/state';
import type { PaxState } from '../rules/types';

/** The kind of order a `placeOrder` move places (its second argument). */
const placedKind = (choice: MoveChoice): unknown => (choice.move === 'placeOrder' ? choice.args?.[1] : undefined);

const builder: BotStyle<PaxState> = {
  keep: (_view, _playerID, moves) => moves.filter(({ move }) => move !== 'declareWar' && move !== 'askNeutral'),
};

/** Moves a warlord never makes (besides Influence orders): treaties and peace with a neutral. */
const PEACEFUL = new Set(['proposeTreaty', 'acceptTreaty', 'neutralPeace']);

const warlord: BotStyle<PaxState> = {
  keep(view, playerID, moves) {
    const own = factionOf(view, playerID);
    const rivals = own === null ? [] : factionsInPlay(view).filter((f) => f !== own);
    const warWith = (choice: MoveChoice) => choice.move === 'declareWar' && rivals.includes(choice.args?.[0] as PlayerFaction);
    if (own !== null && !rivals.some((f) => atWar(view, own, f)) && moves.some(warWith)) return moves.filter(warWith);
    return moves.filter((choice) => !PEACEFUL.has(choice.move) && placedKind(choice) !== 'influence');
  },
};

const balanced: BotStyle<PaxState> = {
  keep: (_view, _playerID, moves) => [...moves],
};

export const styles: Readonly<Record<string, BotStyle<PaxState>>> = { builder, warlord, balanced };
