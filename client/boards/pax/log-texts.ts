/**
 * The PAX log as sentences (client/log/log-texts.ts): one English and one French sentence per kind of
 * games/pax/log-kinds.ts. Hidden facts (a card drawn, kept or slid under the deck, Rome's face-down cards)
 * are told only when the event still carries them, that is to the player who saw them.
 */
import type { CardId, Category } from '../../../games/pax/data/cards';
import type { LogEvent } from '../../../games/log-events';
import type { LogKind } from '../../../games/pax/log-kinds';
import type { EventText, LogTextContext, LogTexts } from '../../log/log-texts';
import { aurei, cardList, cardName, categoryList, categoryName, legionNumber, listed } from './labels';

type Texts = Record<LogKind, { en: EventText; fr: EventText }>;

const num = (x: unknown) => Number(x ?? 0);
const who = (e: LogEvent, c: LogTextContext) => c.playerName(String(e.player));
const seat = (e: LogEvent, c: LogTextContext, fact = 'seat') => c.playerName(String(e[fact]));
/** A hidden fact, when the viewer may know it. */
const secret = <T>(e: LogEvent, name: string): T | undefined => e.hidden?.facts[name] as T | undefined;
const card = (e: LogEvent) => e.card as CardId;
const cards = (e: LogEvent) => (e.cards ?? []) as CardId[];
const categories = (e: LogEvent) => (e.categories ?? []) as Category[];
const legion = (e: LogEvent) => legionNumber(num(e.legion));
const strongerIn = (e: LogEvent) => (e.stronger ?? []) as Category[];
const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** "a card", "3 cards"; « une carte », « 3 cartes ». */
const someCards = (n: number, language: 'en' | 'fr') =>
  language === 'fr' ? (n === 1 ? 'une carte' : `${n} cartes`) : n === 1 ? 'a card' : `${n} cards`;

/** The hidden card of the event in the viewer's sentence, or "a card". */
const secretCard = (e: LogEvent, language: 'en' | 'fr') => {
  const known = secret<CardId>(e, 'card');
  return known === undefined ? someCards(1, language) : cardName(known, language);
};

/** The hidden card named after the sentence, for the viewer who may know it: ": a Senator (…)". */
const revealed = (e: LogEvent, language: 'en' | 'fr') => {
  const known = secret<CardId>(e, 'card');
  if (known === undefined) return '';
  return `${language === 'fr' ? ' ' : ''}: ${cardName(known, language)}`;
};

/** "a Land (…) under legion I, … and a Senator (…) under legion III": the cards dealt one under each legion, in order. */
const legionCards = (e: LogEvent, language: 'en' | 'fr') =>
  listed(
    cards(e).map((dealt, index) => `${cardName(dealt, language)} ${language === 'fr' ? 'sous la légion' : 'under legion'} ${legionNumber(index)}`),
    language,
  );

const texts: Texts = {
  // ---------------------------------------------------------------- the opening draw
  'opening-keep': {
    en: (e, c) => `${who(e, c)} keeps one of their opening cards in hand${revealed(e, 'en')}.`,
    fr: (e, c) => `${who(e, c)} garde en main une de ses cartes de départ${revealed(e, 'fr')}.`,
  },
  'opening-under-deck': {
    en: (e, c) => `${who(e, c)} slides one of their opening cards under the deck${revealed(e, 'en')}.`,
    fr: (e, c) => `${who(e, c)} glisse sous la pioche une de ses cartes de départ${revealed(e, 'fr')}.`,
  },
  'opening-play': {
    en: (e, c) => `${who(e, c)} plays ${cardName(card(e), 'en')} from their opening draw.`,
    fr: (e, c) => `${who(e, c)} joue ${cardName(card(e), 'fr')} dès le départ.`,
  },
  'rome-open': {
    en: (e) => `Rome takes ${cardList(cards(e), 'en')} face up from the deck.`,
    fr: (e) => `Rome prend ${cardList(cards(e), 'fr')} face visible dans la pioche.`,
  },
  'legions-dealt': {
    en: (e) => `Every player has chosen; one card is laid face up under each legion: ${legionCards(e, 'en')}.`,
    fr: (e) => `Tous les joueurs ont choisi ; une carte est posée face visible sous chaque légion : ${legionCards(e, 'fr')}.`,
  },
  'opening-done': {
    en: (e, c) => `Every player has placed their opening cards: ${seat(e, c)} starts.`,
    fr: (e, c) => `Tous les joueurs ont placé leurs cartes de départ : ${seat(e, c)} commence.`,
  },
  // ---------------------------------------------------------------- a turn
  religion: {
    en: (e, c) =>
      e.used
        ? `${who(e, c)} uses Religion: ${num(e.atOnce)} cards drawn at once, the card kept chosen after the last draw.`
        : `${who(e, c)} does not use Religion and draws one card at a time.`,
    fr: (e, c) =>
      e.used
        ? `${who(e, c)} utilise la Religion : ${num(e.atOnce)} cartes piochées à la fois, la carte gardée choisie après la dernière pioche.`
        : `${who(e, c)} n’utilise pas la Religion et pioche une carte à la fois.`,
  },
  draw: {
    en: (e, c) => {
      const known = secret<CardId[]>(e, 'cards');
      return `${who(e, c)} draws ${known ? cardList(known, 'en') : someCards(num(e.count), 'en')}.`;
    },
    fr: (e, c) => {
      const known = secret<CardId[]>(e, 'cards');
      return `${who(e, c)} pioche ${known ? cardList(known, 'fr') : someCards(num(e.count), 'fr')}.`;
    },
  },
  'empty-deck': {
    en: (e, c) => `The deck is empty: ${who(e, c)} takes ${aurei(num(e.aurei), 'en')} instead of drawing.`,
    fr: (e, c) => `La pioche est vide : ${who(e, c)} prend ${aurei(num(e.aurei), 'fr')} à la place.`,
  },
  keep: {
    en: (e, c) => `${who(e, c)} takes ${secretCard(e, 'en')} into their hand.`,
    fr: (e, c) => `${who(e, c)} prend ${secretCard(e, 'fr')} en main.`,
  },
  'under-deck': {
    en: (e, c) => `${who(e, c)} slides ${secretCard(e, 'en')} under the deck.`,
    fr: (e, c) => `${who(e, c)} glisse ${secretCard(e, 'fr')} sous la pioche.`,
  },
  'under-legion': {
    en: (e, c) => `${who(e, c)} puts ${cardName(card(e), 'en')} under legion ${legion(e)}.`,
    fr: (e, c) => `${who(e, c)} place ${cardName(card(e), 'fr')} sous la légion ${legion(e)}.`,
  },
  'look-at-rome': {
    en: (e, c) => {
      const known = secret<CardId[]>(e, 'cards');
      const seen = known ? ` (${cardList(known, 'en')})` : '';
      return `${who(e, c)} secretly looks at Rome’s face-down cards${seen} and takes ${aurei(num(e.aurei), 'en')}; nothing else this turn.`;
    },
    fr: (e, c) => {
      const known = secret<CardId[]>(e, 'cards');
      const seen = known ? ` (${cardList(known, 'fr')})` : '';
      return `${who(e, c)} regarde secrètement les cartes face cachée de Rome${seen} et prend ${aurei(num(e.aurei), 'fr')} ; rien d’autre ce tour-ci.`;
    },
  },
  buy: {
    en: (e, c) => {
      const off = num(e.discount) > 0 ? ` (${num(e.discount)} off for Wealth)` : '';
      return `${who(e, c)} buys ${cardList(cards(e), 'en')} under legion ${legion(e)} for ${aurei(num(e.cost), 'en')}${off}.`;
    },
    fr: (e, c) => {
      const off = num(e.discount) > 0 ? ` (${num(e.discount)} de moins grâce à la Richesse)` : '';
      return `${who(e, c)} achète ${cardList(cards(e), 'fr')} sous la légion ${legion(e)} pour ${aurei(num(e.cost), 'fr')}${off}.`;
    },
  },
  play: {
    en: (e, c) => `${who(e, c)} plays ${cardName(card(e), 'en')} ${num(e.cost) > 0 ? `for ${aurei(num(e.cost), 'en')}` : 'for free'}.`,
    fr: (e, c) => `${who(e, c)} joue ${cardName(card(e), 'fr')} ${num(e.cost) > 0 ? `pour ${aurei(num(e.cost), 'fr')}` : 'gratuitement'}.`,
  },
  'primus-conspiratus': {
    en: (e, c) => `${who(e, c)} now has the most Intrigue and takes the Primus Conspiratus card${e.from == null ? '' : ` from ${seat(e, c, 'from')}`}.`,
    fr: (e, c) => `${who(e, c)} a désormais le plus d’Intrigue et prend la carte Primus Conspiratus${e.from == null ? '' : ` à ${seat(e, c, 'from')}`}.`,
  },
  income: {
    en: (e, c) => {
      if (e.rule === 'PAX-INCOME-4') return `${who(e, c)} played no card and takes the basic income of ${aurei(num(e.aurei), 'en')}.`;
      if (e.rule === 'PAX-INCOME-3') return `${who(e, c)} played an Intrigue this turn: no income.`;
      const n = num(e.cards);
      const senator = e.senator ? ', +1 for the Senator played' : '';
      return `${who(e, c)} takes an income of ${aurei(num(e.aurei), 'en')}: ${n} ${categoryName(e.category as Category, 'en')} card${n > 1 ? 's' : ''} in play${senator}.`;
    },
    fr: (e, c) => {
      if (e.rule === 'PAX-INCOME-4') return `${who(e, c)} n’a joué aucune carte et reçoit le revenu de base de ${aurei(num(e.aurei), 'fr')}.`;
      if (e.rule === 'PAX-INCOME-3') return `${who(e, c)} a joué une Intrigue ce tour-ci : aucun revenu.`;
      const n = num(e.cards);
      const senator = e.senator ? ', +1 pour le Sénateur joué' : '';
      return `${who(e, c)} reçoit un revenu de ${aurei(num(e.aurei), 'fr')} : ${n} carte${n > 1 ? 's' : ''} ${categoryName(e.category as Category, 'fr')} en jeu${senator}.`;
    },
  },
  'owe-rome': {
    en: (e, c) => `${who(e, c)} must give Rome ${someCards(num(e.count), 'en')} from their hand (Adversary).`,
    fr: (e, c) => `${who(e, c)} doit donner ${someCards(num(e.count), 'fr')} de sa main à Rome (Adversaire).`,
  },
  'give-to-rome': {
    en: (e, c) => `${who(e, c)} gives ${cardName(card(e), 'en')} to Rome.`,
    fr: (e, c) => `${who(e, c)} donne ${cardName(card(e), 'fr')} à Rome.`,
  },
  // ---------------------------------------------------------------- the end of a round
  'round-end': {
    en: (e) => `End of round ${num(e.round)}.`,
    fr: (e) => `Fin du round ${num(e.round)}.`,
  },
  'rome-takes': {
    en: (e) => `Rome takes the most valuable group, under legion ${legion(e)}: ${cardList(cards(e), 'en')}, worth ${aurei(num(e.value), 'en')} in all.`,
    fr: (e) => `Rome prend le groupe de plus grande valeur, sous la légion ${legion(e)} : ${cardList(cards(e), 'fr')}, d’une valeur totale de ${aurei(num(e.value), 'fr')}.`,
  },
  'first-player': {
    en: (e, c) => `${seat(e, c)} holds the Primus Conspiratus and takes the first-player card: first player instead of ${seat(e, c, 'from')}.`,
    fr: (e, c) => `${seat(e, c)} détient le Primus Conspiratus et prend la carte premier joueur : premier joueur à la place de ${seat(e, c, 'from')}.`,
  },
  'legion-refill': {
    en: (e) => `A card is laid face up under legion ${legion(e)}: ${cardName(card(e), 'en')}.`,
    fr: (e) => `Une carte est posée face visible sous la légion ${legion(e)} : ${cardName(card(e), 'fr')}.`,
  },
  'round-start': {
    en: (e, c) => `Round ${num(e.round)} begins; ${seat(e, c)} plays first.`,
    fr: (e, c) => `Début du round ${num(e.round)} ; ${seat(e, c)} joue en premier.`,
  },
  // ---------------------------------------------------------------- the end of the game
  'game-end': {
    en: (e) => {
      const deck = num(e.deck) === 0 ? 'The deck is empty' : `Only ${plural(num(e.deck), 'card is', 'cards are')} left in the deck`;
      const legions = num(e.needed) > 1 ? `the ${num(e.needed)} empty legions` : 'the empty legion';
      return `${deck}: ${legions} cannot be refilled, and the game ends.`;
    },
    fr: (e) => {
      const deck = num(e.deck) === 0 ? 'La pioche est vide' : `Il ne reste que ${plural(num(e.deck), 'carte', 'cartes')} dans la pioche`;
      const legions = num(e.needed) > 1 ? `les ${num(e.needed)} légions vides` : 'la légion vide';
      return `${deck} : impossible de remplir ${legions}, la partie se termine.`;
    },
  },
  'rome-revealed': {
    en: (e) => `Rome reveals its face-down cards: ${cardList(cards(e), 'en')}.`,
    fr: (e) => `Rome révèle ses cartes face cachée : ${cardList(cards(e), 'fr')}.`,
  },
  'rome-wins': {
    en: (e, c) => {
      const holder = e.seat == null ? 'Nobody holds the Primus Conspiratus: no player wins.' : `${seat(e, c)} holds the Primus Conspiratus and wins with Rome.`;
      return `Rome wins: at least as strong as every player in ${categoryList(categories(e), 'en')}. ${holder}`;
    },
    fr: (e, c) => {
      const holder =
        e.seat == null ? 'Personne ne détient le Primus Conspiratus : aucun joueur ne gagne.' : `${seat(e, c)} détient le Primus Conspiratus et gagne avec Rome.`;
      return `Rome gagne : elle est au moins aussi forte que chaque joueur en ${categoryList(categories(e), 'fr')}. ${holder}`;
    },
  },
  'players-win': {
    en: (e, c) => {
      const winners = ((e.winners ?? []) as string[]).map((id) => c.playerName(id));
      return `The players beat Rome: a player is stronger in ${categoryList(categories(e), 'en')}. ${listed(winners, 'en')} ${winners.length > 1 ? 'share the victory' : 'wins'} on points.`;
    },
    fr: (e, c) => {
      const winners = ((e.winners ?? []) as string[]).map((id) => c.playerName(id));
      return `Les joueurs battent Rome : un joueur au moins est plus fort en ${categoryList(categories(e), 'fr')}. ${listed(winners, 'fr')} ${winners.length > 1 ? 'se partagent la victoire' : 'l’emporte'} aux points.`;
    },
  },
  score: {
    en: (e, c) => {
      const stronger = strongerIn(e).length === 0 ? 'nowhere' : `in ${categoryList(strongerIn(e), 'en')}`;
      const extras = [e.primus ? 'the Primus Conspiratus' : '', e.richest ? 'the most money' : ''].filter(Boolean);
      return `${seat(e, c)}: ${num(e.total)} points (${plural(num(e.categories), 'category', 'categories')}, stronger than Rome ${stronger}, ${num(e.fleet)} Fleets and ${num(e.army)} Armies${extras.length ? `, ${listed(extras, 'en')}` : ''}).`;
    },
    fr: (e, c) => {
      const stronger = strongerIn(e).length === 0 ? 'nulle part' : `en ${categoryList(strongerIn(e), 'fr')}`;
      const extras = [e.primus ? 'le Primus Conspiratus' : '', e.richest ? 'le plus d’argent' : ''].filter(Boolean);
      return `${seat(e, c)} : ${num(e.total)} points (${plural(num(e.categories), 'catégorie', 'catégories')}, plus fort que Rome ${stronger}, ${num(e.fleet)} Flottes et ${num(e.army)} Armées${extras.length ? `, ${listed(extras, 'fr')}` : ''}).`;
    },
  },
  'solo-result': {
    en: (e, c) => {
      const stronger = plural(strongerIn(e).length, 'category', 'categories');
      const missing = (e.missing ?? []) as Category[];
      const lacking = missing.length ? `; missing from the play area: ${categoryList(missing, 'en')}` : '; every category in play';
      const verdict = e.won ? `${c.playerName('0')} wins level ${num(e.level)} of the campaign.` : 'Rome wins.';
      return `Solo level ${num(e.level)}: stronger than Rome in ${stronger} of the ${num(e.required)} needed${lacking}. ${verdict}`;
    },
    fr: (e, c) => {
      const stronger = plural(strongerIn(e).length, 'catégorie', 'catégories');
      const missing = (e.missing ?? []) as Category[];
      const lacking = missing.length ? ` ; absentes de la zone de jeu : ${categoryList(missing, 'fr')}` : ' ; toutes les catégories sont en jeu';
      const verdict = e.won ? `${c.playerName('0')} remporte le niveau ${num(e.level)} de la campagne.` : 'Rome gagne.';
      return `Solo, niveau ${num(e.level)} : plus fort que Rome dans ${stronger} sur les ${num(e.required)} exigées${lacking}. ${verdict}`;
    },
  },
};

export const logTexts: LogTexts = texts;
