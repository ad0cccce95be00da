/** Res Publica (Reiner Knizia): the registry entry. */
import type { GameEntry, Secret } from '../types';
import { bots } from './bots';
import { game, RES_PUBLICA_OPTIONS } from './game';
import { moveArgs } from './move-args';
import { LOG_KINDS } from './log-kinds';
import { SCENARIOS } from './scenarios';
import type { State } from './rules/types';

export type { State as ResPublicaState } from './rules/types';

/** RP-HIDDEN-1..3: other players' hands and chosen cards, and both draw piles. */
function secrets(G: State, _ctx: unknown, viewer: string | null): Secret[] {
  const list: Secret[] = [
    { label: 'People pile', path: ['secret', 'people'], value: G.secret.people },
    { label: 'Civilisation pile', path: ['secret', 'civilisation'], value: G.secret.civilisation },
  ];
  for (const [id, player] of Object.entries(G.players)) {
    if (id === viewer) continue;
    list.push({ label: `hand of player ${id}`, path: ['players', id, 'hand'], value: player.hand });
    if (player.giving) list.push({ label: `cards player ${id} hands over`, path: ['players', id, 'giving'], value: player.giving });
  }
  return list;
}

export const resPublica: GameEntry<State> = {
  game,
  title: { en: 'Res Publica', fr: 'Res Publica' },
  description: {
    en: 'Trade People and Civilisation cards with proposals and counter-proposals; found colonies and build cities.',
    fr: 'Échangez cartes Peuple et Civilisation par propositions et contre-propositions ; fondez des colonies, bâtissez des villes.',
  },
  options: RES_PUBLICA_OPTIONS,
  secrets,
  moveBudget: 4000,
  moveArgs,
  logKinds: LOG_KINDS,
  scenarios: SCENARIOS,
  bots,
};
