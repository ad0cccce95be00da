/**
 * Res Publica's log events (games/res-publica/log-kinds.ts) as sentences, with the names the board shows.
 * When the viewer may see an event's hidden facts (their own draw, the cards of their own deal), the
 * sentence names the cards; otherwise it gives only what everyone knows: how many.
 */
import type { LogEvent } from '../../../games/log-events';
import type { EventOf, LogKind } from '../../../games/res-publica/log-kinds';
import type { Cards } from '../../../games/res-publica/rules/types';
import type { Language } from '../../i18n';
import type { EventText, LogTextContext, LogTexts } from '../../log/log-texts';
import { describeCards, translator } from './labels';
import { goods } from './sentences';

/** "1 card", "2 cards"; in French a count below 2 takes the singular ("0 point"). */
function counted(n: number, language: Language, one: string, many: string): string {
  const singular = language === 'fr' ? n < 2 : n === 1;
  return `${n} ${singular ? one : many}`;
}

function namesList(ids: readonly string[], { language, playerName }: LogTextContext): string {
  const names = ids.map(playerName);
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${names.at(-1)}`;
}

const hiddenCards = (event: LogEvent, fact: string): Cards | undefined => event.hidden?.facts[fact] as Cards | undefined;

/** The sentence of events of kind `K`, in each language. */
function byLanguage<K extends LogKind>(
  words: Record<Language, (event: EventOf<K>, context: LogTextContext, t: ReturnType<typeof translator>) => string>,
): Record<Language, EventText> {
  return {
    en: (event, context) => words.en(event as unknown as EventOf<K>, context, translator('en')),
    fr: (event, context) => words.fr(event as unknown as EventOf<K>, context, translator('fr')),
  };
}

export const logTexts: LogTexts = {
  proposal: byLanguage<'proposal'>({
    en: (e, { playerName }, t) => `${playerName(e.player)} ${e.form === 'seek' ? 'seeks' : 'offers'} ${goods(e.bundle, t)}.`,
    fr: (e, { playerName }, t) => `${playerName(e.player)} ${e.form === 'seek' ? 'cherche' : 'propose'} ${goods(e.bundle, t)}.`,
  }),
  'counter-proposal': byLanguage<'counter-proposal'>({
    en: (e, { playerName }, t) =>
      `${playerName(e.player)} makes a counter-proposal: ${e.form === 'seek' ? 'wants' : 'gives'} ${goods(e.bundle, t)} in return.`,
    fr: (e, { playerName }, t) =>
      `${playerName(e.player)} fait une contre-proposition : ${e.form === 'seek' ? 'veut' : 'donne'} ${goods(e.bundle, t)} en échange.`,
  }),
  pass: byLanguage<'pass'>({
    en: (e, { playerName }) => `${playerName(e.player)} passes.`,
    fr: (e, { playerName }) => `${playerName(e.player)} passe.`,
  }),
  'no-counter-proposal': byLanguage<'no-counter-proposal'>({
    en: (e, { playerName }) => `Nobody made a counter-proposal: ${playerName(e.player)}’s trade is over for this turn.`,
    fr: (e, { playerName }) => `Personne n’a fait de contre-proposition : ${playerName(e.player)} ne commerce plus pour ce tour.`,
  }),
  accept: byLanguage<'accept'>({
    en: (e, { playerName }, t) => `${playerName(e.player)} accepts ${playerName(e.partner)}’s counter-proposal (${goods(e.bundle, t)}).`,
    fr: (e, { playerName }, t) =>
      `${playerName(e.player)} accepte la contre-proposition faite par ${playerName(e.partner)} (${goods(e.bundle, t)}).`,
  }),
  refuse: byLanguage<'refuse'>({
    en: (e, { playerName }) => `${playerName(e.player)} refuses every counter-proposal.`,
    fr: (e, { playerName }) => `${playerName(e.player)} refuse toutes les contre-propositions.`,
  }),
  'choose-cards': byLanguage<'choose-cards'>({
    en: (e, { playerName }, t) => {
      const cards = hiddenCards(e, 'cards');
      return `${playerName(e.player)} chooses the cards to hand over${cards ? `: ${describeCards(cards, t)}` : ''}.`;
    },
    fr: (e, { playerName }, t) => {
      const cards = hiddenCards(e, 'cards');
      return `${playerName(e.player)} choisit les cartes à donner${cards ? ` : ${describeCards(cards, t)}` : ''}.`;
    },
  }),
  exchange: byLanguage<'exchange'>({
    en: (e, { playerName }, t) => {
      const [a, b] = [playerName(e.player), playerName(e.partner)];
      const given = hiddenCards(e, 'given');
      const received = hiddenCards(e, 'received');
      if (given && received) {
        return `${a} and ${b} exchange their cards face down: ${a} gives ${describeCards(given, t)}, ${b} gives ${describeCards(received, t)}.`;
      }
      return `${a} and ${b} exchange their cards face down: ${a} gives ${counted(e.given, 'en', 'card', 'cards')}, ${b} gives ${counted(e.received, 'en', 'card', 'cards')}.`;
    },
    fr: (e, { playerName }, t) => {
      const [a, b] = [playerName(e.player), playerName(e.partner)];
      const given = hiddenCards(e, 'given');
      const received = hiddenCards(e, 'received');
      if (given && received) {
        return `${a} et ${b} échangent leurs cartes face cachée : ${a} donne ${describeCards(given, t)}, ${b} donne ${describeCards(received, t)}.`;
      }
      return `${a} et ${b} échangent leurs cartes face cachée : ${a} donne ${counted(e.given, 'fr', 'carte', 'cartes')}, ${b} donne ${counted(e.received, 'fr', 'carte', 'cartes')}.`;
    },
  }),
  lay: byLanguage<'lay'>({
    en: (e, { playerName }, t) =>
      e.card === 'colony'
        ? `${playerName(e.player)} lays 5 × ${t(e.cardKind)} and founds a colony (${counted(e.points, 'en', 'point', 'points')}).`
        : `${playerName(e.player)} lays 5 × ${t(e.cardKind)} and builds a city worth ${counted(e.points, 'en', 'point', 'points')}.`,
    fr: (e, { playerName }, t) =>
      e.card === 'colony'
        ? `${playerName(e.player)} pose 5 × ${t(e.cardKind)} et fonde une colonie (${counted(e.points, 'fr', 'point', 'points')}).`
        : `${playerName(e.player)} pose 5 × ${t(e.cardKind)} et bâtit une ville de ${counted(e.points, 'fr', 'point', 'points')}.`,
  }),
  draw: byLanguage<'draw'>({
    en: (e, { playerName }, t) => {
      const cards = hiddenCards(e, 'cards');
      if (e.people + e.civilisation === 0) return `${playerName(e.player)} draws no card (nothing left to draw) and ends their turn.`;
      const what = cards
        ? describeCards(cards, t)
        : [
            e.people > 0 && counted(e.people, 'en', 'People card', 'People cards'),
            e.civilisation > 0 && counted(e.civilisation, 'en', 'Civilisation card', 'Civilisation cards'),
          ]
            .filter(Boolean)
            .join(' and ');
      const short = e.civilisationShort ? ' (fewer than 3 Civilisation cards left: no choice of 3 Civilisation cards)' : '';
      return `${playerName(e.player)} draws ${what}${short} and ends their turn.`;
    },
    fr: (e, { playerName }, t) => {
      const cards = hiddenCards(e, 'cards');
      if (e.people + e.civilisation === 0) return `${playerName(e.player)} ne pioche aucune carte (plus rien à tirer) et termine son tour.`;
      const what = cards
        ? describeCards(cards, t)
        : [
            e.people > 0 && counted(e.people, 'fr', 'carte Peuple', 'cartes Peuple'),
            e.civilisation > 0 && counted(e.civilisation, 'fr', 'carte Civilisation', 'cartes Civilisation'),
          ]
            .filter(Boolean)
            .join(' et ');
      const short = e.civilisationShort ? ' (il reste moins de 3 cartes Civilisation : pas de choix de 3 cartes Civilisation)' : '';
      return `${playerName(e.player)} pioche ${what}${short}, puis termine son tour.`;
    },
  }),
  'final-round': byLanguage<'final-round'>({
    en: (e, { playerName }) =>
      `${playerName(e.player)} drew the last Civilisation card: final round, every player has one more turn, ${playerName(e.player)} last.`,
    fr: (e, { playerName }) =>
      `${playerName(e.player)} a tiré la dernière carte Civilisation : dernier tour de jeu, chacun joue encore une fois, ${playerName(e.player)} en dernier.`,
  }),
  'game-end': byLanguage<'game-end'>({
    en: (e) =>
      e.reason === 'final-round'
        ? 'The final round is over: the game is scored.'
        : 'A whole round of turns passed without a card drawn: the game ends and is scored.',
    fr: (e) =>
      e.reason === 'final-round'
        ? 'Le dernier tour est terminé : on compte les points.'
        : 'Un tour complet s’est écoulé sans qu’aucune carte soit tirée : la partie s’arrête et on compte les points.',
  }),
  score: byLanguage<'score'>({
    en: (e, { playerName }) => {
      const cities = e.cities.length ? `cities ${e.cities.join(' + ')} = ${e.cityPoints}` : 'no city';
      const colonies = counted(e.colonies, 'en', 'colony', 'colonies');
      return `${playerName(e.player)} scores ${counted(e.total, 'en', 'point', 'points')}: ${colonies} (${e.colonyPoints}), ${cities}, ${counted(e.pairs, 'en', 'pair', 'pairs')} in hand.`;
    },
    fr: (e, { playerName }) => {
      const cities = e.cities.length ? `villes ${e.cities.join(' + ')} = ${e.cityPoints}` : 'aucune ville';
      const colonies = counted(e.colonies, 'fr', 'colonie', 'colonies');
      return `${playerName(e.player)} marque ${counted(e.total, 'fr', 'point', 'points')} : ${colonies} (${e.colonyPoints}), ${cities}, ${counted(e.pairs, 'fr', 'paire', 'paires')} en main.`;
    },
  }),
  winners: byLanguage<'winners'>({
    en: (e, context) => {
      const total = counted(e.total, 'en', 'point', 'points');
      if (e.draw) return `Everybody ties with ${total}: the game is a draw.`;
      if (e.winners.length > 1) return `Shared victory for ${namesList(e.winners, context)}, with ${total}.`;
      return `${context.playerName(e.winners[0])} wins with ${total}.`;
    },
    fr: (e, context) => {
      const total = counted(e.total, 'fr', 'point', 'points');
      if (e.draw) return `Égalité générale à ${total} : la partie est nulle.`;
      if (e.winners.length > 1) return `Victoire partagée entre ${namesList(e.winners, context)}, avec ${total}.`;
      return `${context.playerName(e.winners[0])} gagne avec ${total}.`;
    },
  }),
};
