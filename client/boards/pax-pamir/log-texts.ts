/**
 * Pax Pamir's log events (games/pax-pamir/log-kinds.ts) as sentences, with the names the board shows
 * (log-words.ts). Wakhan's events say which AI card and instruction decided. When the viewer may see an
 * event's hidden facts (the hands swapped by Other Persuasive Methods), the sentence names the cards.
 */
import type { LogEvent } from '../../../games/log-events';
import type { LogKind, PaxEvent } from '../../../games/pax-pamir/log-kinds';
import type { Language } from '../../i18n';
import type { EventText, LogTextContext, LogTexts } from '../../log/log-texts';
import { words, type Words } from './log-words';

type EventOf<K extends LogKind> = Extract<PaxEvent, { kind: K }>;
type Sentence<K extends LogKind> = (event: EventOf<K>, who: (seat: string | null | undefined) => string, w: Words) => string;

/** The sentence of events of kind `K` in each language, with Wakhan's reason added when she decided. */
function say<K extends LogKind>(sentences: Record<Language, Sentence<K>>): Record<Language, EventText> {
  const text =
    (language: Language): EventText =>
    (event: LogEvent, { playerName }: LogTextContext) => {
      const w = words(language);
      // Wakhan's seat is called by her name (games with her name it in every event)
      const who = (seat: string | null | undefined) => (seat === null || seat === undefined ? '?' : seat === event.wakhan ? 'Wakhan' : playerName(seat));
      const sentence = sentences[language](event as unknown as EventOf<K>, who, w);
      const why = reason(event, w);
      return why && sentence.endsWith('.') ? `${sentence.slice(0, -1)}${why}.` : sentence + why;
    };
  return { en: text('en'), fr: text('fr') };
}

/** PAMIR-WAKHAN-LOG-1: "(AI card 12: “Tax”)" after an event Wakhan decided (her own wakhan-* events say it already). */
function reason(event: LogEvent, w: Words): string {
  if (typeof event.aiCard !== 'number' || event.kind.startsWith('wakhan-')) return '';
  const fr = w.language === 'fr';
  const card = fr ? `carte I.A. ${event.aiCard}` : `AI card ${event.aiCard}`;
  const why = event.rule === 'PAMIR-WAKHAN-AMBITION-1' ? (fr ? 'ambition, ' : 'ambition, ') : '';
  if (typeof event.instruction !== 'string' || why) return ` (${why}${card})`;
  const instruction = w.instruction(event.instruction);
  return fr ? ` (${card} : « ${instruction} »)` : ` (${card}: “${instruction}”)`;
}

/** ", paying a bribe of 2 rupees to Ann" when a bribe was paid. */
const paying = (bribe: number, to: string | null, who: (seat: string | null) => string, w: Words): string => {
  if (bribe <= 0 || to === null) return '';
  return w.language === 'fr' ? `, en payant un pot-de-vin de ${w.rupees(bribe)} à ${who(to)}` : `, paying a bribe of ${w.rupees(bribe)} to ${who(to)}`;
};

/** A battle site: a region ("in Herat") or a court card ("on Aman Khan"). */
const at = (site: string, w: Words): string => {
  if (/^\d+$/.test(site)) return w.language === 'fr' ? `sur ${w.card(Number(site))}` : `on ${w.card(Number(site))}`;
  return w.inRegion(site);
};

const CARD_ACTIONS_EN: Record<string, string> = { tax: 'taxes', gift: 'gives a gift', build: 'starts building', move: 'starts moving', betray: 'betrays', battle: 'battles' };
const CARD_ACTIONS_FR: Record<string, string> = { tax: 'taxe', gift: 'fait un cadeau', build: 'lance une construction', move: 'lance un déplacement', betray: 'trahit', battle: 'combat' };

const DISCARD_WHY_EN: Record<string, string> = {
  'PAMIR-CLEANUP-1': ' (court limit)',
  'PAMIR-CLEANUP-2': ' (hand limit)',
  'PAMIR-LEVERAGE-2': ' (leverage not repaid)',
  'PAMIR-EVENT-114D': ' (Confidence Failure)',
};
const DISCARD_WHY_FR: Record<string, string> = {
  'PAMIR-CLEANUP-1': ' (limite de la cour)',
  'PAMIR-CLEANUP-2': ' (limite de la main)',
  'PAMIR-LEVERAGE-2': ' (levier non remboursé)',
  'PAMIR-EVENT-114D': ' (Crise de confiance)',
};

/** The cards of a hand named, or "no card". */
const hand = (cards: unknown, w: Words): string => {
  const list = Array.isArray(cards) ? cards.map((c) => w.card(Number(c))) : [];
  if (list.length === 0) return w.language === 'fr' ? 'aucune carte' : 'no card';
  return w.list(list);
};

export const logTexts: LogTexts = {
  'loyalty-chosen': say<'loyalty-chosen'>({
    en: (e, who, w) => `${who(e.player)} chooses loyalty to the ${w.coalition(e.coalition)} coalition.`,
    fr: (e, who, w) => `${who(e.player)} se rallie à la coalition ${w.coalition(e.coalition)}.`,
  }),
  'card-bought': say<'card-bought'>({
    en: (e, who, w) => {
      const cost = e.cost === 0 ? 'for free' : `for ${w.rupees(e.cost)}`;
      const taken = e.rupees > 0 ? ` and takes the ${w.rupees(e.rupees)} on it` : '';
      return `${who(e.player)} buys ${w.card(e.card)} (market column ${e.col + 1}) ${cost}${taken}.`;
    },
    fr: (e, who, w) => {
      const cost = e.cost === 0 ? 'gratuitement' : `pour ${w.rupees(e.cost)}`;
      const taken = e.rupees > 0 ? ` et prend ${e.rupees === 1 ? 'la roupie posée' : `les ${e.rupees} roupies posées`} dessus` : '';
      return `${who(e.player)} achète ${w.card(e.card)} (colonne ${e.col + 1} du marché) ${cost}${taken}.`;
    },
  }),
  'bribe-offered': say<'bribe-offered'>({
    en: (e, who, w) => {
      const aim = e.action ? `to use ${w.card(e.card)}, held hostage by their spies` : `to play ${w.card(e.card)}`;
      return `${who(e.player)} offers ${who(e.to)} ${w.rupees(e.offer)} instead of the full bribe of ${e.full} ${aim}.`;
    },
    fr: (e, who, w) => {
      const aim = e.action ? `pour utiliser ${w.card(e.card)}, otage de ses espions` : `pour jouer ${w.card(e.card)}`;
      return `${who(e.player)} offre ${w.rupees(e.offer)} à ${who(e.to)} au lieu d’un pot-de-vin de ${e.full} ${aim}.`;
    },
  }),
  'bribe-answered': say<'bribe-answered'>({
    en: (e, who, w) => `${who(e.player)} ${e.accepted ? 'accepts' : 'refuses'} ${who(e.payer)}’s offer of ${w.rupees(e.offer)} for ${w.card(e.card)}.`,
    fr: (e, who, w) => `${who(e.player)} ${e.accepted ? 'accepte' : 'refuse'} l’offre de ${w.rupees(e.offer)} ${w.of(who(e.payer))} pour ${w.card(e.card)}.`,
  }),
  'card-played': say<'card-played'>({
    en: (e, who, w) => `${who(e.player)} plays ${w.card(e.card)} at the ${e.side} end of their court${paying(e.bribe, e.to, who, w)}.`,
    fr: (e, who, w) => `${who(e.player)} joue ${w.card(e.card)} à ${e.side === 'left' ? 'gauche' : 'droite'} de sa cour${paying(e.bribe, e.to, who, w)}.`,
  }),
  'action-taken': say<'action-taken'>({
    en: (e, who, w) => {
      let what = CARD_ACTIONS_EN[e.action] ?? e.action;
      if (e.action === 'betray' && e.target) what = `betrays ${w.card(Number(e.target))}`;
      if (e.action === 'battle' && e.target) what = `battles ${at(e.target, w)}`;
      const cost = e.cost > 0 ? ` for ${w.rupees(e.cost)}` : '';
      return `${who(e.player)} ${what} with ${w.card(e.card)}${cost}${e.bonus ? ' (bonus action)' : ''}${paying(e.bribe, e.to, who, w)}.`;
    },
    fr: (e, who, w) => {
      let what = CARD_ACTIONS_FR[e.action] ?? e.action;
      if (e.action === 'betray' && e.target) what = `trahit ${w.card(Number(e.target))}`;
      if (e.action === 'battle' && e.target) what = `combat ${at(e.target, w)}`;
      const cost = e.cost > 0 ? ` pour ${w.rupees(e.cost)}` : '';
      return `${who(e.player)} ${what} avec ${w.card(e.card)}${cost}${e.bonus ? ' (action bonus)' : ''}${paying(e.bribe, e.to, who, w)}.`;
    },
  }),
  'tax-collected': say<'tax-collected'>({
    en: (e, who, w) => (e.from === 'market' ? `${who(e.player)} takes a rupee from ${w.card(e.card)} in the market.` : `${who(e.player)} takes a rupee from ${who(e.target)}.`),
    fr: (e, who, w) => (e.from === 'market' ? `${who(e.player)} prend une roupie sur ${w.card(e.card)} au marché.` : `${who(e.player)} prend une roupie à ${who(e.target)}.`),
  }),
  'block-built': say<'block-built'>({
    en: (e, who, w) => {
      const what = e.piece === 'army' ? `${w.a(w.coalition(e.coalition))} army ${w.inRegion(e.region ?? '')}` : `${w.a(w.coalition(e.coalition))} road on the ${w.border(e.border ?? '')} border`;
      const cost = e.cost === 0 ? ', free' : ` for ${w.rupees(e.cost)}`;
      const from = e.source ? ` (the piece comes from ${w.source(e.source)})` : '';
      return `${who(e.player)} builds ${what}${cost}${from}.`;
    },
    fr: (e, who, w) => {
      const what = e.piece === 'army' ? `une armée ${w.coalition(e.coalition)} ${w.inRegion(e.region ?? '')}` : `une route ${w.coalition(e.coalition)} sur la frontière ${w.border(e.border ?? '')}`;
      const cost = e.cost === 0 ? ' gratuitement' : ` pour ${w.rupees(e.cost)}`;
      const from = e.source ? ` (pièce reprise : ${w.source(e.source)})` : '';
      return `${who(e.player)} construit ${what}${cost}${from}.`;
    },
  }),
  'piece-moved': say<'piece-moved'>({
    en: (e, who, w) => {
      if (e.piece === 'spy') return `${who(e.player)} moves a spy: ${w.card(Number(e.from))} → ${w.card(Number(e.to))}.`;
      const piece = e.piece === 'army' ? `${w.a(w.coalition(e.coalition))} army` : 'a tribe';
      return `${who(e.player)} moves ${piece} ${w.fromRegion(e.from)} ${w.toRegion(e.to)}.`;
    },
    fr: (e, who, w) => {
      if (e.piece === 'spy') return `${who(e.player)} déplace un espion : ${w.card(Number(e.from))} → ${w.card(Number(e.to))}.`;
      const piece = e.piece === 'army' ? `une armée ${w.coalition(e.coalition)}` : 'une tribu';
      return `${who(e.player)} déplace ${piece} ${w.fromRegion(e.from)} ${w.toRegion(e.to)}.`;
    },
  }),
  'piece-removed': say<'piece-removed'>({
    en: (e, who, w) => {
      const subject = who(e.player);
      if (e.piece === 'army') return `${subject} removes ${w.a(w.coalition(e.owner))} army ${w.inRegion(e.site)}.`;
      if (e.piece === 'road') return `${subject} removes ${w.a(w.coalition(e.owner))} road on the ${w.border(e.border ?? '')} border.`;
      if (e.piece === 'tribe') return `${subject} removes a tribe of ${who(e.owner)} ${w.inRegion(e.site)}.`;
      const safe = e.safeHouse ? ' (it goes to their Safe House)' : '';
      return `${subject} removes a spy of ${who(e.owner)} from ${w.card(Number(e.site))}${safe}.`;
    },
    fr: (e, who, w) => {
      const subject = who(e.player);
      if (e.piece === 'army') return `${subject} retire une armée ${w.coalition(e.owner)} ${w.inRegion(e.site)}.`;
      if (e.piece === 'road') return `${subject} retire une route ${w.coalition(e.owner)} sur la frontière ${w.border(e.border ?? '')}.`;
      if (e.piece === 'tribe') return `${subject} retire une tribu ${w.of(who(e.owner))} ${w.inRegion(e.site)}.`;
      const safe = e.safeHouse ? ' (il rejoint sa Planque)' : '';
      return `${subject} retire un espion ${w.of(who(e.owner))} sur ${w.card(Number(e.site))}${safe}.`;
    },
  }),
  'action-ended': say<'action-ended'>({
    en: (e, who, w) => `${who(e.player)} ends the action of ${w.card(e.card)}.`,
    fr: (e, who, w) => `${who(e.player)} termine l’action ${w.of(w.card(e.card))}.`,
  }),
  'prize-decided': say<'prize-decided'>({
    en: (e, who, w) => (e.taken ? `${who(e.player)} takes ${w.card(e.card)} as a prize.` : `${who(e.player)} leaves ${w.card(e.card)} in the discard pile.`),
    fr: (e, who, w) => (e.taken ? `${who(e.player)} prend ${w.card(e.card)} en récompense.` : `${who(e.player)} laisse ${w.card(e.card)} dans la défausse.`),
  }),
  'event-chosen': say<'event-chosen'>({
    en: (e, who, w) => {
      const me = who(e.player);
      switch (e.event) {
        case 'rumor':
          return `Rumor: ${me} names ${who(e.option)}, whose patriots give no influence until the next Dominance Check.`;
        case 'persuasion': {
          const facts = e.hidden?.facts;
          const detail = facts ? ` (gives ${hand(facts.gave, w)}; receives ${hand(facts.received, w)})` : '';
          return `Other Persuasive Methods: ${me} swaps hands with ${who(e.option)}${detail}.`;
        }
        case 'pashtunwali':
          return `Pashtunwali Values: ${me} makes ${w.suit(e.option)} the favored suit.`;
        case 'rebuke':
          return `Rebuke: ${me} removes every tribe and army ${w.inRegion(e.option)}.`;
      }
    },
    fr: (e, who, w) => {
      const me = who(e.player);
      switch (e.event) {
        case 'rumor':
          return `Rumeur : ${me} désigne ${who(e.option)}, dont les patriotes ne donnent plus d’influence jusqu’au prochain contrôle de domination.`;
        case 'persuasion': {
          const facts = e.hidden?.facts;
          const detail = facts ? ` (donne ${hand(facts.gave, w)} ; reçoit ${hand(facts.received, w)})` : '';
          return `Autres méthodes persuasives : ${me} échange sa main avec celle ${w.of(who(e.option))}${detail}.`;
        }
        case 'pashtunwali':
          return `Valeurs du Pachtounwali : ${me} choisit le secteur favori : ${w.suit(e.option)}.`;
        case 'rebuke':
          return `Réprimande : ${me} retire toutes les tribus et armées ${w.inRegion(e.option)}.`;
      }
    },
  }),
  blackmail: say<'blackmail'>({
    en: (e, who, w) =>
      `${who(e.player)} uses the Blackmail of ${w.card(e.card)}: a spy on ${w.card(e.target)}${e.source ? ` (the supply is empty: the cylinder comes from ${w.source(e.source)})` : ''}.`,
    fr: (e, who, w) =>
      `${who(e.player)} utilise le Chantage ${w.of(w.card(e.card))} : un espion sur ${w.card(e.target)}${e.source ? ` (réserve vide, cylindre repris : ${w.source(e.source)})` : ''}.`,
  }),
  'piece-placed': say<'piece-placed'>({
    en: (e, who, w) => {
      const from = e.source ? ` (the piece comes from ${w.source(e.source)})` : '';
      if (e.card === null) return `Insurrection (${who(e.player)}): an Afghan army goes to Kabul${from}.`;
      const what =
        e.piece === 'army'
          ? `${w.a(w.coalition(e.coalition))} army ${w.inRegion(e.region)}`
          : e.piece === 'road'
            ? `${w.a(w.coalition(e.coalition))} road on the ${w.border(e.to ?? '')} border`
            : e.piece === 'tribe'
              ? `a tribe ${w.inRegion(e.region)}`
              : `a spy on ${w.card(Number(e.to))}`;
      return `Impact of ${w.card(e.card)}: ${who(e.player)} places ${what}${from}.`;
    },
    fr: (e, who, w) => {
      const from = e.source ? ` (pièce reprise : ${w.source(e.source)})` : '';
      if (e.card === null) return `Insurrection (${who(e.player)}) : une armée afghane rejoint Kaboul${from}.`;
      const what =
        e.piece === 'army'
          ? `une armée ${w.coalition(e.coalition)} ${w.inRegion(e.region)}`
          : e.piece === 'road'
            ? `une route ${w.coalition(e.coalition)} sur la frontière ${w.border(e.to ?? '')}`
            : e.piece === 'tribe'
              ? `une tribu ${w.inRegion(e.region)}`
              : `un espion sur ${w.card(Number(e.to))}`;
      return `Impact ${w.of(w.card(e.card))} : ${who(e.player)} place ${what}${from}.`;
    },
  }),
  'card-discarded': say<'card-discarded'>({
    en: (e, who, w) => {
      const card = w.card(e.card);
      const owner = who(e.owner);
      switch (e.rule) {
        case 'PAMIR-BETRAY-1':
          return `${card} leaves ${owner}’s court, betrayed.`;
        case 'PAMIR-OVERTHROW-1':
          return `${card} leaves ${owner}’s court: they have no tribe left in its region (overthrow).`;
        case 'PAMIR-LOYALTY-2':
          return `${card} leaves ${owner}’s court with their old loyalty.`;
        case 'PAMIR-WAKHAN-BRIBE-1':
          return `${owner} cannot pay the bribe of ${w.rupees(e.unpaidBribe ?? 0)} to ${who(e.bribeTo)}: ${card} is discarded.`;
        default:
          return `${owner} discards ${card} from their ${e.from}${DISCARD_WHY_EN[e.rule] ?? ''}.`;
      }
    },
    fr: (e, who, w) => {
      const card = w.card(e.card);
      const owner = who(e.owner);
      switch (e.rule) {
        case 'PAMIR-BETRAY-1':
          return `${card} quitte la cour ${w.of(owner)}, trahie.`;
        case 'PAMIR-OVERTHROW-1':
          return `${card} quitte la cour ${w.of(owner)} : plus aucune de ses tribus dans sa région (renversement).`;
        case 'PAMIR-LOYALTY-2':
          return `${card} quitte la cour ${w.of(owner)} avec son ancienne loyauté.`;
        case 'PAMIR-WAKHAN-BRIBE-1':
          return `${owner} ne peut pas payer le pot-de-vin de ${w.rupees(e.unpaidBribe ?? 0)} à ${who(e.bribeTo)} : ${card} est défaussée.`;
        default:
          return `${owner} défausse ${card} de sa ${e.from === 'hand' ? 'main' : 'cour'}${DISCARD_WHY_FR[e.rule] ?? ''}.`;
      }
    },
  }),
  'actions-ended': say<'actions-ended'>({
    en: (e, who) => `${who(e.player)} ends their actions: cleanup.`,
    fr: (e, who) => `${who(e.player)} termine ses actions : nettoyage.`,
  }),
  'leverage-gained': say<'leverage-gained'>({
    en: (e, who, w) => `Leverage of ${w.card(e.card)}: ${who(e.player)} takes ${w.rupees(e.rupees)} from the bank.`,
    fr: (e, who, w) => `Levier ${w.of(w.card(e.card))} : ${who(e.player)} prend ${w.rupees(e.rupees)} à la banque.`,
  }),
  'favored-changed': say<'favored-changed'>({
    en: (e, _who, w) => `${w.suit(e.suit)} becomes the favored suit${e.card !== null ? ` (impact of ${w.card(e.card)})` : ''}.`,
    fr: (e, _who, w) => `Le secteur favori devient ${w.suit(e.suit)}${e.card !== null ? ` (impact ${w.of(w.card(e.card))})` : ''}.`,
  }),
  'loyalty-changed': say<'loyalty-changed'>({
    en: (e, who, w) => {
      const why = e.card !== null ? ` (${w.card(e.card)})` : ' (a prize)';
      return `${who(e.player)} changes loyalty to the ${w.coalition(e.coalition)} coalition${why}: their gifts return, their prizes and patriots are discarded.`;
    },
    fr: (e, who, w) => {
      const why = e.card !== null ? ` (${w.card(e.card)})` : ' (une récompense)';
      return `${who(e.player)} change de loyauté pour la coalition ${w.coalition(e.coalition)}${why} : ses cadeaux reviennent, ses récompenses et ses patriotes sont défaussés.`;
    },
  }),
  'leverage-repaid': say<'leverage-repaid'>({
    en: (e, who, w) =>
      e.unpaid === 0
        ? `${who(e.player)} pays back ${w.rupees(e.paid)} of leverage.`
        : `${who(e.player)} pays back ${w.rupees(e.paid)} of leverage; ${w.rupees(e.unpaid)} unpaid.`,
    fr: (e, who, w) =>
      e.unpaid === 0
        ? `${who(e.player)} rembourse ${w.rupees(e.paid)} de levier.`
        : `${who(e.player)} rembourse ${w.rupees(e.paid)} de levier ; ${e.unpaid} non ${e.unpaid < 2 ? 'remboursée' : 'remboursées'}.`,
  }),
  'tribes-removed': say<'tribes-removed'>({
    en: (e, who, w) => `Overthrow: ${who(e.player)}’s ${e.count === 1 ? 'tribe' : `${e.count} tribes`} ${w.inRegion(e.region)} ${e.count === 1 ? 'returns' : 'return'} to their supply.`,
    fr: (e, who, w) => `Renversement : ${e.count === 1 ? 'la tribu' : `les ${e.count} tribus`} ${w.of(who(e.player))} ${w.inRegion(e.region)} ${e.count === 1 ? 'retourne' : 'retournent'} dans sa réserve.`,
  }),
  'event-resolved': say<'event-resolved'>({
    en: (e, who, w) =>
      e.side === 'discarded'
        ? `Event discarded from the market: ${w.card(e.card, 'discarded')}.`
        : `${w.card(e.card, 'purchased')} takes effect for ${who(e.player)}.`,
    fr: (e, who, w) =>
      e.side === 'discarded'
        ? `Événement défaussé du marché : ${w.card(e.card, 'discarded')}.`
        : `${w.card(e.card, 'purchased')} prend effet pour ${who(e.player)}.`,
  }),
  'market-refilled': say<'market-refilled'>({
    en: (e, _who, w) => `The market is refilled: ${w.list(e.cards.map((c) => w.card(c.card)))}.`,
    fr: (e, _who, w) => `Le marché est complété : ${w.list(e.cards.map((c) => w.card(c.card)))}.`,
  }),
  'dominance-check': say<'dominance-check'>({
    en: (e, who, w) => {
      const result = e.dominant ? `the ${w.coalition(e.dominant)} coalition is dominant` : 'no coalition is dominant';
      const scored = Object.keys(e.points).filter((seat) => e.points[seat] > 0);
      const points = scored.length === 0 ? 'nobody scores' : w.list(scored.map((seat) => `${who(seat)} +${e.points[seat]}`));
      return `Dominance Check${e.final ? ' (the last, points doubled)' : ''}: ${result}; ${points}.`;
    },
    fr: (e, who, w) => {
      const result = e.dominant ? `la coalition ${w.coalition(e.dominant)} domine` : 'aucune coalition ne domine';
      const scored = Object.keys(e.points).filter((seat) => e.points[seat] > 0);
      const points = scored.length === 0 ? 'personne ne marque' : w.list(scored.map((seat) => `${who(seat)} +${e.points[seat]}`));
      return `Contrôle de domination${e.final ? ' (le dernier, points doublés)' : ''} : ${result} ; ${points}.`;
    },
  }),
  'game-over': say<'game-over'>({
    en: (e, who, w) => {
      const why = w.t(e.reason === 'lead' ? 'reasonLead' : 'reasonFinal');
      const names = w.list(e.winners.map((seat) => who(seat)));
      return e.winners.length === 1 ? `Game over: ${names} wins (${why}).` : `Game over: ${names} share the victory (${why}).`;
    },
    fr: (e, who, w) => {
      const why = w.t(e.reason === 'lead' ? 'reasonLead' : 'reasonFinal');
      const names = w.list(e.winners.map((seat) => who(seat)));
      return e.winners.length === 1 ? `Fin de la partie : ${names} gagne (${why}).` : `Fin de la partie : ${names} se partagent la victoire (${why}).`;
    },
  }),
  'wakhan-draws': say<'wakhan-draws'>({
    en: (e, who, w) => `${who(e.player)} draws AI card ${e.aiCard}; her pragmatic loyalty: ${w.coalition(e.coalition)}.`,
    fr: (e, who, w) => `${who(e.player)} pioche la carte I.A. ${e.aiCard} ; sa loyauté pragmatique : ${w.coalition(e.coalition)}.`,
  }),
  'wakhan-restarts': say<'wakhan-restarts'>({
    en: (e, who) =>
      e.actions === undefined
        ? `${who(e.player)} has actions left: AI card ${e.aiCard} again from the top.`
        : `${who(e.player)} has taken ${e.actions} of her 2 actions (bonus actions do not count): AI card ${e.aiCard} again from the top.`,
    fr: (e, who) =>
      e.actions === undefined
        ? `${who(e.player)} a encore des actions : elle reprend la carte I.A. ${e.aiCard} depuis le haut.`
        : `${who(e.player)} a fait ${e.actions} de ses 2 actions (les actions bonus ne comptent pas) : elle reprend la carte I.A. ${e.aiCard} depuis le haut.`,
  }),
  'wakhan-no-instruction': say<'wakhan-no-instruction'>({
    en: (e, who) => `${who(e.player)} can follow no instruction of AI card ${e.aiCard}: bonus actions only.`,
    fr: (e, who) => `${who(e.player)} ne peut suivre aucune instruction de la carte I.A. ${e.aiCard} : actions bonus seulement.`,
  }),
  'wakhan-skips': say<'wakhan-skips'>({
    en: (e, who, w) => `${who(e.player)} cannot follow “${w.instruction(e.instruction)}” (AI card ${e.aiCard}): the instruction is skipped.`,
    fr: (e, who, w) => `${who(e.player)} ne peut pas suivre « ${w.instruction(e.instruction)} » (carte I.A. ${e.aiCard}) : l’instruction est ignorée.`,
  }),
};
