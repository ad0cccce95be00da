/**
 * The Pax Barbarorum log as sentences (client/log/log-texts.ts): one English and one French sentence per kind of
 * games/pax-barbarorum/log-kinds.ts. Hidden facts (an order's kind, the cards drawn or given, a commitment) are
 * told only when the event still carries them, that is to the seats allowed to know them.
 */
import { SMALL_REALM, type Hand, type OrderKind } from '../../../games/pax-barbarorum/data/constants';
import type { FactionId, Government } from '../../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import type { LogKind } from '../../../games/pax-barbarorum/log-kinds';
import type { LogEvent } from '../../../games/log-events';
import type { Phase } from '../../../games/pax-barbarorum/rules/types';
import { texts as boardTexts } from './texts';
import type { EventText, LogTexts } from '../../log/log-texts';
import {
  aux,
  cardName,
  cards,
  des,
  governmentName,
  handText,
  inProvince,
  orderName,
  pieces,
  provinceName,
  standingName,
  the,
  troopsText,
} from './log-names';

/** The event's facts under the names the rules give them. */
interface Facts {
  faction: FactionId;
  province: ProvinceId;
  from: ProvinceId;
  to: ProvinceId;
  via: ProvinceId | null;
  target: ProvinceId;
  order: OrderKind;
  [fact: string]: unknown;
}
const facts = (e: LogEvent) => e as unknown as Facts;
const num = (x: unknown) => Number(x ?? 0);
const f = (x: unknown) => x as FactionId;
const p = (x: unknown) => x as ProvinceId;
/** A hidden fact, when the viewer may know it. */
const secret = <T>(e: LogEvent, name: string): T | undefined => e.hidden?.facts[name] as T | undefined;

type Texts = Record<LogKind, { en: EventText; fr: EventText }>;

/** Names joined by commas and a last "and" / « et ». */
const joined = (names: readonly string[], language: 'en' | 'fr'): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${names[names.length - 1]}`;

/** Why a stability point was lost (rules/stability.ts `cause`). */
const STABILITY_CAUSES: Record<string, { en: string; fr: string }> = {
  capital: { en: 'their capital was taken', fr: 'capitale prise' },
  betrayal: { en: 'they betrayed an ally', fr: 'trahison d’un allié' },
  'neutral-war': { en: 'they turned on a friendly neutral', fr: 'guerre contre un neutre ami' },
};

const texts: Texts = {
  // ---------------------------------------------------------------- setup and the round
  'faction-chosen': {
    en: (e, c) => `${c.playerName(String(e.player))} leads ${the(f(e.faction), 'en')}.`,
    fr: (e, c) => `${c.playerName(String(e.player))} prend la tête ${des(f(e.faction))}.`,
  },
  'government-chosen': {
    en: (e) => `${the(f(e.faction), 'en', true)} choose their government: ${governmentName(e.government as Government, 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} choisissent leur gouvernement : ${governmentName(e.government as Government, 'fr')}.`,
  },
  'round-started': {
    en: (e) => `Round ${num(e.round)} begins.`,
    fr: (e) => `Début du tour ${num(e.round)}.`,
  },
  'phase-started': {
    en: (e) => `The ${boardTexts.en[`phase_${e.phase as Phase}`].toLowerCase()} begins.`,
    fr: (e) => `Début de la ${boardTexts.fr[`phase_${e.phase as Phase}`].toLowerCase()}.`,
  },
  income: {
    en: (e) => `${the(f(e.faction), 'en', true)} collect ${num(e.gold)} gold in taxes and trade.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} perçoivent ${num(e.gold)} PO d’impôts et de commerce.`,
  },
  'upkeep-paid': {
    en: (e) =>
      num(e.upkeep) === 0
        ? `${the(f(e.faction), 'en', true)} have no troops to pay.`
        : `${the(f(e.faction), 'en', true)} pay ${num(e.upkeep)} gold of upkeep to their troops.`,
    fr: (e) =>
      num(e.upkeep) === 0
        ? `${the(f(e.faction), 'fr', true)} n’ont aucune troupe à payer.`
        : `${the(f(e.faction), 'fr', true)} paient ${num(e.upkeep)} PO d’entretien à leurs troupes.`,
  },
  'upkeep-short': {
    en: (e) => `${the(f(e.faction), 'en', true)} owe ${num(e.upkeep)} gold of upkeep and are ${num(e.missing)} short.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} doivent ${num(e.upkeep)} PO d’entretien : il leur en manque ${num(e.missing)}.`,
  },
  'garrison-grown': {
    en: (e) => `${the(f(e.faction), 'en', true)} raise a soldier ${inProvince(p(e.province), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} lèvent un soldat ${inProvince(p(e.province), 'fr')}.`,
  },
  'mercenary-war': {
    en: (e) => `Mercenary war: ${num(e.rebels)} unpaid mercenaries of ${the(f(e.faction), 'en')} rise ${inProvince(p(e.province), 'en')}.`,
    fr: (e) =>
      `Guerre des mercenaires : ${num(e.rebels)} mercenaire${num(e.rebels) > 1 ? 's' : ''} impayé${num(e.rebels) > 1 ? 's' : ''} ${des(f(e.faction))} se soulève${num(e.rebels) > 1 ? 'nt' : ''} ${inProvince(p(e.province), 'fr')}.`,
  },
  demobilised: {
    en: (e) =>
      num(e.pieces) === 0 ? `${the(f(e.faction), 'en', true)} keep all their troops.` : `${the(f(e.faction), 'en', true)} send ${pieces(num(e.pieces), 'en')} home.`,
    fr: (e) =>
      num(e.pieces) === 0 ? `${the(f(e.faction), 'fr', true)} gardent toutes leurs troupes.` : `${the(f(e.faction), 'fr', true)} démobilisent ${pieces(num(e.pieces), 'fr')}.`,
  },

  // ---------------------------------------------------------------- orders
  'order-placed': {
    en: (e) => {
      const kind = secret<OrderKind>(e, 'order');
      const name = kind && orderName(kind, 'en');
      const what = name ? `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} order` : 'an order face down';
      return `${the(f(e.faction), 'en', true)} place ${what} ${inProvince(p(e.province), 'en')}.`;
    },
    fr: (e) => {
      const kind = secret<OrderKind>(e, 'order');
      const what = kind ? `un ordre « ${orderName(kind, 'fr')} »` : 'un ordre face cachée';
      return `${the(f(e.faction), 'fr', true)} posent ${what} ${inProvince(p(e.province), 'fr')}.`;
    },
  },

  // ---------------------------------------------------------------- diplomacy
  'war-declared': {
    en: (e) => `${the(f(e.faction), 'en', true)} declare war on ${the(f(e.target), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} déclarent la guerre ${aux(f(e.target))}.`,
  },
  'friendly-neutral-attacked': {
    en: (e) => `${the(f(e.faction), 'en', true)} turn on ${the(f(e.neutral), 'en')}, who held them in friendship: every other neutral thinks less of them.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} s’en prennent ${aux(f(e.neutral))}, qui les tenaient en amitié : tous les autres neutres les estiment moins.`,
  },
  'neutral-sides-with-victim': {
    en: (e) => `${the(f(e.neutral), 'en', true)} side with ${the(f(e.victim), 'en')}: ${the(f(e.faction), 'en')} drop a step on their board.`,
    fr: (e) => `${the(f(e.neutral), 'fr', true)} prennent le parti ${des(f(e.victim))} : ${the(f(e.faction), 'fr')} baissent d’un cran sur leur plateau.`,
  },
  'greek-call-answered': {
    en: (e) => `${the(f(e.faction), 'en', true)} answer the call of the Greek cities of Italy against ${the(f(e.aggressor), 'en')} and become their allies.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} répondent à l’appel des Grecs d’Italie contre ${the(f(e.aggressor), 'fr')} et deviennent leurs alliés.`,
  },
  'greek-call-declined': {
    en: (e) => `${the(f(e.faction), 'en', true)} stay out of the war between ${the(f(e.aggressor), 'en')} and the Greek cities of Italy.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} restent à l’écart de la guerre entre ${the(f(e.aggressor), 'fr')} et les Grecs d’Italie.`,
  },
  'treaty-proposed': {
    en: (e) => `${the(f(e.faction), 'en', true)} propose ${e.treaty === 'alliance' ? 'an alliance' : 'peace'} to ${the(f(e.to), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} proposent ${e.treaty === 'alliance' ? 'une alliance' : 'la paix'} ${aux(f(e.to))}.`,
  },
  'treaty-signed': {
    en: (e) => `${the(f(e.faction), 'en', true)} and ${the(f(e.with), 'en')} ${e.treaty === 'alliance' ? 'sign an alliance' : 'make peace'}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} et ${the(f(e.with), 'fr')} ${e.treaty === 'alliance' ? 'concluent une alliance' : 'font la paix'}.`,
  },
  gift: {
    en: (e) => {
      const given = secret<Hand>(e, 'given');
      const parts = [num(e.gold) > 0 ? `${num(e.gold)} gold` : '', num(e.cards) > 0 ? cards(num(e.cards), 'en') : ''].filter(Boolean);
      const which = given && num(e.cards) > 0 ? ` (${handText(given, 'en')})` : '';
      return `${the(f(e.from), 'en', true)} give ${the(f(e.to), 'en')} ${parts.join(' and ')}${which}.`;
    },
    fr: (e) => {
      const given = secret<Hand>(e, 'given');
      const parts = [num(e.gold) > 0 ? `${num(e.gold)} PO` : '', num(e.cards) > 0 ? cards(num(e.cards), 'fr') : ''].filter(Boolean);
      const which = given && num(e.cards) > 0 ? ` (${handText(given, 'fr')})` : '';
      return `${the(f(e.from), 'fr', true)} donnent ${parts.join(' et ')}${which} ${aux(f(e.to))}.`;
    },
  },
  'order-spied': {
    en: (e) => `${the(f(e.faction), 'en', true)} spy on the order of ${the(f(e.owner), 'en')} ${inProvince(p(e.province), 'en')}: ${orderName(facts(e).order, 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} espionnent l’ordre ${des(f(e.owner))} ${inProvince(p(e.province), 'fr')} : « ${orderName(facts(e).order, 'fr')} ».`,
  },
  'order-sabotaged': {
    en: (e) => `${the(f(e.faction), 'en', true)} sabotage the ${orderName(facts(e).order, 'en')} order of ${the(f(e.owner), 'en')} ${inProvince(p(e.province), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} sabotent l’ordre « ${orderName(facts(e).order, 'fr')} » ${des(f(e.owner))} ${inProvince(p(e.province), 'fr')}.`,
  },
  'standing-improved': {
    en: (e) => `${the(f(e.faction), 'en', true)} improve their standing with ${the(f(e.neutral), 'en')} to ${standingName(num(e.standing), 'en')} (${num(e.influence)} influence).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} améliorent leurs relations avec ${the(f(e.neutral), 'fr')} : ${standingName(num(e.standing), 'fr')} (${num(e.influence)} influences).`,
  },
  'standing-lowered': {
    en: (e) =>
      e.target === e.faction
        ? `${the(f(e.faction), 'en', true)} lower their own standing with ${the(f(e.neutral), 'en')} to ${standingName(num(e.standing), 'en')}.`
        : `${the(f(e.faction), 'en', true)} lower the standing of ${the(f(e.target), 'en')} with ${the(f(e.neutral), 'en')} to ${standingName(num(e.standing), 'en')} (${num(e.influence)} influence).`,
    fr: (e) =>
      e.target === e.faction
        ? `${the(f(e.faction), 'fr', true)} dégradent d’eux-mêmes leurs relations avec ${the(f(e.neutral), 'fr')} : ${standingName(num(e.standing), 'fr')}.`
        : `${the(f(e.faction), 'fr', true)} font baisser ${the(f(e.target), 'fr')} auprès ${des(f(e.neutral))} : ${standingName(num(e.standing), 'fr')} (${num(e.influence)} influences).`,
  },
  'neutral-army-moved': {
    en: (e) =>
      `At the request of ${the(f(e.faction), 'en')} (${num(e.gold)} gold), ${the(f(e.neutral), 'en')} move ${pieces(num(e.pieces), 'en')}: ${provinceName(facts(e).from, 'en')} → ${provinceName(facts(e).to, 'en')}.`,
    fr: (e) =>
      `À la demande ${des(f(e.faction))} (${num(e.gold)} PO), ${the(f(e.neutral), 'fr')} déplacent ${pieces(num(e.pieces), 'fr')} : ${provinceName(facts(e).from, 'fr')} → ${provinceName(facts(e).to, 'fr')}.`,
  },
  'neutral-peace': {
    en: (e) => `${the(f(e.faction), 'en', true)} make peace with ${the(f(e.target), 'en')} (${num(e.influence)} influence and ${num(e.gold)} gold).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} font la paix avec ${the(f(e.target), 'fr')} (${num(e.influence)} influences et ${num(e.gold)} PO).`,
  },
  ready: {
    en: (e) => `${the(f(e.faction), 'en', true)} are done with diplomacy.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} ont fini de négocier.`,
  },

  // ---------------------------------------------------------------- action
  'resolver-chosen': {
    en: (e) =>
      e.chooser === e.next
        ? `${the(f(e.chooser), 'en', true)} choose to resolve their orders now.`
        : `${the(f(e.chooser), 'en', true)} call on ${the(f(e.next), 'en')} to resolve their orders.`,
    fr: (e) =>
      e.chooser === e.next
        ? `${the(f(e.chooser), 'fr', true)} choisissent de résoudre leurs ordres maintenant.`
        : `${the(f(e.chooser), 'fr', true)} désignent ${the(f(e.next), 'fr')} pour résoudre leurs ordres.`,
  },
  'blanks-turned-over': {
    en: (e) => {
      const n = (e.blanks as unknown[]).length;
      return `${the(f(e.faction), 'en', true)} turn over ${n === 1 ? 'a “no order” token' : `${n} “no order” tokens`}.`;
    },
    fr: (e) => {
      const n = (e.blanks as unknown[]).length;
      return `${the(f(e.faction), 'fr', true)} retournent ${n === 1 ? 'un jeton « pas d’ordre »' : `${n} jetons « pas d’ordre »`}.`;
    },
  },
  'order-unused': {
    en: (e) => `${the(f(e.faction), 'en', true)} leave their ${orderName(facts(e).order, 'en')} order ${inProvince(p(e.province), 'en')} unused.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} n’utilisent pas leur ordre « ${orderName(facts(e).order, 'fr')} » ${inProvince(p(e.province), 'fr')}.`,
  },
  recruited: {
    en: (e) => `${the(f(e.faction), 'en', true)} recruit ${troopsText(e, 'en')} ${inProvince(p(e.province), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} recrutent ${troopsText(e, 'fr')} ${inProvince(p(e.province), 'fr')}.`,
  },
  trained: {
    en: (e) => {
      const drawn = secret<Hand>(e, 'drawn');
      return `${the(f(e.faction), 'en', true)} train ${inProvince(p(e.province), 'en')} and draw ${cards(num(e.cards), 'en')}${drawn ? `: ${handText(drawn, 'en')}` : ''}.`;
    },
    fr: (e) => {
      const drawn = secret<Hand>(e, 'drawn');
      return `${the(f(e.faction), 'fr', true)} s’entraînent ${inProvince(p(e.province), 'fr')} et piochent ${cards(num(e.cards), 'fr')}${drawn ? ` : ${handText(drawn, 'fr')}` : ''}.`;
    },
  },
  economy: {
    en: (e) => `${the(f(e.faction), 'en', true)} earn ${num(e.gold)} gold from their Economy order ${inProvince(p(e.province), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} gagnent ${num(e.gold)} PO grâce à leur ordre « Économie » ${inProvince(p(e.province), 'fr')}.`,
  },
  'religion-placed': {
    en: (e) => `${the(f(e.faction), 'en', true)} place a religion cube ${inProvince(p(e.target), 'en')}${fromOrder(e, 'en')} (${num(e.gold)} gold).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} posent un cube religion ${inProvince(p(e.target), 'fr')}${fromOrder(e, 'fr')} (${num(e.gold)} PO).`,
  },
  'faith-influence': {
    en: (e) => `${the(f(e.faction), 'en', true)} gain ${num(e.influence)} influence for spreading their faith ${inProvince(p(e.province), 'en')} (${num(e.total)} in all).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} gagnent ${num(e.influence)} influence${num(e.influence) > 1 ? 's' : ''} en répandant leur foi ${inProvince(p(e.province), 'fr')} (${num(e.total)} au total).`,
  },
  'religion-removed': {
    en: (e) => `${the(f(e.faction), 'en', true)} remove a religion cube of ${the(f(e.victim), 'en')} ${inProvince(p(e.target), 'en')}${fromOrder(e, 'en')} (${num(e.gold)} gold).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} retirent un cube religion ${des(f(e.victim))} ${inProvince(p(e.target), 'fr')}${fromOrder(e, 'fr')} (${num(e.gold)} PO).`,
  },
  'trade-placed': {
    en: (e) => `${the(f(e.faction), 'en', true)} place a trade token ${inProvince(p(e.target), 'en')}${fromOrder(e, 'en')} (${num(e.gold)} gold).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} posent un pion commerce ${inProvince(p(e.target), 'fr')}${fromOrder(e, 'fr')} (${num(e.gold)} PO).`,
  },
  'trade-removed': {
    en: (e) => `${the(f(e.faction), 'en', true)} remove a trade token of ${the(f(e.victim), 'en')} ${inProvince(p(e.target), 'en')}${fromOrder(e, 'en')} (${num(e.gold)} gold).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} retirent un pion commerce ${des(f(e.victim))} ${inProvince(p(e.target), 'fr')}${fromOrder(e, 'fr')} (${num(e.gold)} PO).`,
  },
  'stability-bought': {
    en: (e) => `${the(f(e.faction), 'en', true)} pay ${num(e.gold)} gold to raise their stability to ${num(e.stability)}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} paient ${num(e.gold)} PO pour remonter leur stabilité à ${num(e.stability)}.`,
  },
  'free-trade-token': {
    en: (e) => `${the(f(e.faction), 'en', true)} get a third trade token free ${inProvince(p(e.province), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} reçoivent gratuitement un troisième pion commerce ${inProvince(p(e.province), 'fr')}.`,
  },
  moved: {
    en: (e) => `${the(f(e.faction), 'en', true)} move ${troopsText(e, 'en')}: ${route(e, 'en')}${tollText(e, 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} déplacent ${troopsText(e, 'fr')} : ${route(e, 'fr')}${tollText(e, 'fr')}.`,
  },
  'forced-march': {
    en: (e) => `${the(f(e.faction), 'en', true)} force-march ${troopsText(e, 'en')}: ${route(e, 'en')}${tollText(e, 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} font une marche forcée avec ${troopsText(e, 'fr')} : ${route(e, 'fr')}${tollText(e, 'fr')}.`,
  },
  'land-taken': {
    en: (e) => `${the(f(e.faction), 'en', true)} take ${provinceName(p(e.province), 'en')}${e.from ? ` from ${the(f(e.from), 'en')}` : ''}.`,
    fr: (e) => `${provinceName(p(e.province), 'fr')} : ${the(f(e.faction), 'fr')} prennent la province${e.from ? ` ${aux(f(e.from))}` : ''}.`,
  },
  'land-lost': {
    en: (e) => `${the(f(e.faction), 'en', true)} have no piece left ${inProvince(p(e.province), 'en')} and lose it.`,
    fr: (e) => `${provinceName(p(e.province), 'fr')} : ${the(f(e.faction), 'fr')} n’y ont plus de pion et perdent la province.`,
  },
  'neutral-hatred': {
    en: (e) => `${the(f(e.neutral), 'en', true)} now hold ${the(f(e.faction), 'en')} in Hatred for attacking them ${inProvince(p(e.province), 'en')}.`,
    fr: (e) => `${the(f(e.neutral), 'fr', true)} passent en Détestation envers ${the(f(e.faction), 'fr')}, qui les attaquent ${inProvince(p(e.province), 'fr')}.`,
  },

  // ---------------------------------------------------------------- battles
  battle: {
    en: (e) => `Battle ${inProvince(p(e.province), 'en')}: ${the(f(e.attacker), 'en')} attack ${the(f(e.defender), 'en')}.`,
    fr: (e) => `Bataille ${inProvince(p(e.province), 'fr')} : ${the(f(e.attacker), 'fr')} attaquent ${the(f(e.defender), 'fr')}.`,
  },
  'capital-assault': {
    en: (e) => `Attacking a capital, ${the(f(e.loser), 'en')} lose a piece.`,
    fr: (e) => `Attaque d’une capitale : ${the(f(e.loser), 'fr')} perdent un pion.`,
  },
  elephants: {
    en: (e) => `The Carthaginian elephants destroy a piece of ${the(f(e.loser), 'en')}.`,
    fr: (e) => `Les éléphants carthaginois détruisent un pion ${des(f(e.loser))}.`,
  },
  'tactics-committed': {
    en: (e) => {
      const n = secret<number>(e, 'cards');
      const what = n === undefined ? 'their Tactics & experience cards' : `${cards(n, 'en')} of Tactics & experience`;
      return `${the(f(e.faction), 'en', true)} commit ${what} face down.`;
    },
    fr: (e) => {
      const n = secret<number>(e, 'cards');
      const what = n === undefined ? 'leurs cartes' : cards(n, 'fr');
      return `${the(f(e.faction), 'fr', true)} engagent face cachée ${what} « ${cardName('tactics', 'fr')} ».`;
    },
  },
  'tactics-revealed': {
    en: (e) =>
      `Tactics & experience revealed: ${the(f(e.attacker), 'en')} ${num(e.attackerCards)}${bonus(e.attackerBonus, 'en')}, ${the(f(e.defender), 'en')} ${num(e.defenderCards)}${bonus(e.defenderBonus, 'en')}.`,
    fr: (e) =>
      `Cartes « Tactique & expérience » révélées : ${the(f(e.attacker), 'fr')} ${num(e.attackerCards)}${bonus(e.attackerBonus, 'fr')}, ${the(f(e.defender), 'fr')} ${num(e.defenderCards)}${bonus(e.defenderBonus, 'fr')}.`,
  },
  diversity: {
    en: (e) => `Diversity of troops: ${the(f(e.loser), 'en')} lose a piece.`,
    fr: (e) => `Diversité des troupes : ${the(f(e.loser), 'fr')} perdent un pion.`,
  },
  numbers: {
    en: (e) => `Numerical superiority: ${the(f(e.loser), 'en')} lose a piece.`,
    fr: (e) => `Supériorité numérique : ${the(f(e.loser), 'fr')} perdent un pion.`,
  },
  retreated: {
    en: (e) => `${the(f(e.faction), 'en', true)} retreat with ${pieces(num(e.pieces), 'en')}: ${provinceName(p(e.province), 'en')} → ${provinceName(p(e.to), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} font retraite avec ${pieces(num(e.pieces), 'fr')} : ${provinceName(p(e.province), 'fr')} → ${provinceName(p(e.to), 'fr')}.`,
  },
  'stood-ground': {
    en: (e) => `${the(f(e.faction), 'en', true)} hold their ground ${inProvince(p(e.province), 'en')}.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} tiennent leur position ${inProvince(p(e.province), 'fr')}.`,
  },
  'battle-undecided': {
    en: (e) => `Nobody retreats ${inProvince(p(e.province), 'en')}: the battle goes on next round.`,
    fr: (e) => `Personne ne se retire ${inProvince(p(e.province), 'fr')} : la bataille reprendra au prochain tour.`,
  },
  'battle-won': {
    en: (e) =>
      `${the(f(e.winner), 'en', true)} win the battle ${inProvince(p(e.province), 'en')}${num(e.cards) > 0 ? ` and draw ${cards(num(e.cards), 'en')} of Tactics & experience` : ' (no card left to draw)'}.`,
    fr: (e) =>
      `${the(f(e.winner), 'fr', true)} remportent la bataille ${inProvince(p(e.province), 'fr')}${num(e.cards) > 0 ? ` et piochent ${cards(num(e.cards), 'fr')} « ${cardName('tactics', 'fr')} »` : ' (plus aucune carte à piocher)'}.`,
  },
  'both-destroyed': {
    en: (e) => `Both armies fall ${inProvince(p(e.province), 'en')}: nobody draws a card.`,
    fr: (e) => `Les deux armées s’anéantissent ${inProvince(p(e.province), 'fr')} : personne ne pioche de carte.`,
  },

  // ---------------------------------------------------------------- influence, stability, the end
  'influence-gained': {
    en: (e) => `${the(f(e.faction), 'en', true)} gain ${num(e.influence)} influence (${num(e.total)} in all).`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} gagnent ${num(e.influence)} influence${num(e.influence) > 1 ? 's' : ''} (${num(e.total)} au total).`,
  },
  'stability-lost': {
    en: (e) => {
      const cause = STABILITY_CAUSES[String(e.cause)];
      const effects = [`stability ${num(e.stability)}`];
      if (num(e.deserted) > 0) effects.push(`${pieces(num(e.deserted), 'en')} desert${num(e.deserted) === 1 ? 's' : ''}`);
      if (num(e.influence) > 0) effects.push(`${num(e.influence)} influence lost`);
      return `${the(f(e.faction), 'en', true)} lose a stability point${cause ? ` (${cause.en})` : ''}: ${effects.join(', ')}.`;
    },
    fr: (e) => {
      const cause = STABILITY_CAUSES[String(e.cause)];
      const effects = [`stabilité ${num(e.stability)}`];
      if (num(e.deserted) > 0) effects.push(`${pieces(num(e.deserted), 'fr')} déserte${num(e.deserted) > 1 ? 'nt' : ''}`);
      if (num(e.influence) > 0) effects.push(`${num(e.influence)} influences perdues`);
      return `${the(f(e.faction), 'fr', true)} perdent un point de stabilité${cause ? ` (${cause.fr})` : ''} : ${effects.join(', ')}.`;
    },
  },
  'stability-restored': {
    en: (e) => `${the(f(e.faction), 'en', true)} hold ${SMALL_REALM} territories or fewer: their stability is back at 5.`,
    fr: (e) => `${the(f(e.faction), 'fr', true)} n’ont pas plus de ${SMALL_REALM} territoires : leur stabilité remonte à 5.`,
  },
  'realm-divided': {
    en: (e) => {
      const lost = (e.lost as ProvinceId[]).map((x) => provinceName(x, 'en'));
      if (e.pieces === undefined) {
        // an event written before BARB-D-DIVISION made the division real
        const n = lost.length;
        const split = n > 0 ? `${n} territor${n === 1 ? 'y' : 'ies'} without troops break${n === 1 ? 's' : ''} away, and ` : '';
        return `The realm of ${the(f(e.faction), 'en')} splits: ${split}they rally at stability 1.`;
      }
      const away = lost.length > 0 ? `${joined(lost, 'en')}, the half farthest from their capital, break${lost.length === 1 ? 's' : ''} away with ${pieces(num(e.pieces), 'en')}` : 'nothing breaks away';
      return `The realm of ${the(f(e.faction), 'en')} divides in two: ${away}; they keep ${num(e.kept)} territor${num(e.kept) === 1 ? 'y' : 'ies'} and rally at stability 1.`;
    },
    fr: (e) => {
      const lost = (e.lost as ProvinceId[]).map((x) => provinceName(x, 'fr'));
      if (e.pieces === undefined) {
        const n = lost.length;
        const split = n > 0 ? `${n} territoire${n > 1 ? 's' : ''} sans troupes ${n > 1 ? 'font' : 'fait'} sécession, et ` : '';
        return `Le royaume ${des(f(e.faction))} se divise : ${split}ils se relèvent à 1 de stabilité.`;
      }
      const away =
        lost.length > 0
          ? `${joined(lost, 'fr')}, la moitié la plus éloignée de leur capitale, ${lost.length > 1 ? 'font' : 'fait'} sécession avec ${pieces(num(e.pieces), 'fr')}`
          : 'rien ne fait sécession';
      return `Le royaume ${des(f(e.faction))} se divise en deux : ${away} ; ils gardent ${num(e.kept)} territoire${num(e.kept) > 1 ? 's' : ''} et se relèvent à 1 de stabilité.`;
    },
  },
  'won-by-influence': {
    en: (e) => `${the(f(e.winner), 'en', true)} win with ${num(e.influence)} influence.`,
    fr: (e) => `${the(f(e.winner), 'fr', true)} l’emportent avec ${num(e.influence)} influences.`,
  },
  'won-at-round-limit': {
    en: (e) => `After the last round, ${the(f(e.winner), 'en')} are the most influential and win (${num(e.influence)} influence).`,
    fr: (e) => `Après le dernier tour, ${the(f(e.winner), 'fr')}, les plus influents, l’emportent (${num(e.influence)} influences).`,
  },
  'won-by-capitals': {
    en: (e) => `${the(f(e.winner), 'en', true)} hold three foreign capitals and win.`,
    fr: (e) => `${the(f(e.winner), 'fr', true)} tiennent trois capitales étrangères et l’emportent.`,
  },
};

/** ", with their order in Latium" when an Influence order reached beyond its own province. */
function fromOrder(e: LogEvent, language: 'en' | 'fr'): string {
  if (e.target === e.province) return '';
  return language === 'fr' ? `, grâce à leur ordre ${inProvince(p(e.province), 'fr')}` : `, with their order ${inProvince(p(e.province), 'en')}`;
}

/** "Latium → Samnium → Campania". */
function route(e: LogEvent, language: 'en' | 'fr'): string {
  const { from, via, to } = facts(e);
  return [from, via, to].filter((x): x is ProvinceId => typeof x === 'string').map((x) => provinceName(x, language)).join(' → ');
}

/** BARB-D-MOUNTAIN's toll, when one was paid. */
function tollText(e: LogEvent, language: 'en' | 'fr'): string {
  if (num(e.toll) === 0) return '';
  return language === 'fr' ? ` (passage de montagne : ${num(e.toll)} PO)` : ` (mountain toll: ${num(e.toll)} gold)`;
}

/** Free cards of BARB-FACTION-2 and -4. */
function bonus(n: unknown, language: 'en' | 'fr'): string {
  if (num(n) === 0) return '';
  return language === 'fr' ? ` (+${num(n)} gratuite${num(n) > 1 ? 's' : ''})` : ` (+${num(n)} free)`;
}

export const logTexts: LogTexts = texts;
