/**
 * Names as the log's sentences need them, in English and French: factions with their article (every faction
 * name is plural: « les Romains », « aux Romains », « des Romains »), provinces with the preposition that says
 * "in" (« dans le Latium », « à Carthage », « en Étrurie »), cards, orders, standings and troops.
 */
import { CARDS, type Hand, type OrderKind } from '../../../games/pax-barbarorum/data/constants';
import { FACTION_INFO, GOVERNMENT_NAMES, LADDER, LADDER_NAMES, UNIT_NAMES, type FactionId, type Government, type Unit } from '../../../games/pax-barbarorum/data/factions';
import { PROVINCE_INFO, type ProvinceId } from '../../../games/pax-barbarorum/data/map';
import type { Language } from '../../i18n';
import { texts } from './texts';

/** A faction's name inside a sentence: the rebels' name is a description, not a people's name. */
export function factionName(f: FactionId, language: Language): string {
  const name = FACTION_INFO[f]?.name[language] ?? String(f);
  return f === 'mer' ? name.toLowerCase() : name;
}

/** "the Romans" / « les Romains »; `start`: at the head of a sentence. */
export function the(f: FactionId, language: Language, start = false): string {
  const article = language === 'fr' ? (start ? 'Les' : 'les') : start ? 'The' : 'the';
  return `${article} ${factionName(f, language)}`;
}

/** « aux Romains » (French only: English says "to the Romans"). */
export const aux = (f: FactionId) => `aux ${factionName(f, 'fr')}`;
/** « des Romains ». */
export const des = (f: FactionId) => `des ${factionName(f, 'fr')}`;

export const provinceName = (p: ProvinceId, language: Language): string => PROVINCE_INFO[p]?.name[language] ?? String(p);

/** How French says "in" for the provinces that do not take « en »: cities, peoples, masculine and plural names. */
const FRENCH_IN: Partial<Record<ProvinceId, string>> = {
  carthago_nova: 'à',
  pyrenaei: 'dans les',
  massalia: 'à',
  biturigia: 'chez les',
  aeduia: 'chez les',
  senonia: 'chez les',
  alpes: 'dans les',
  sugambria: 'chez les',
  cheruscia: 'chez les',
  suebia: 'chez les',
  noricum: 'dans le',
  latium: 'dans le',
  samnium: 'dans le',
  tarentum: 'à',
  bruttium: 'dans le',
  syracusae: 'à',
  lilybaeum: 'à',
  getia: 'chez les',
  byzantium: 'à',
  masaesylia: 'chez les',
  carthago: 'à',
};

/** English names that read as plurals ("in the Alps"). */
const ENGLISH_PLURAL: ReadonlySet<string> = new Set(['pyrenaei', 'alpes']);

/** "in Latium" / « dans le Latium », « à Carthage », « en Étrurie ». */
export function inProvince(p: ProvinceId, language: Language): string {
  const name = provinceName(p, language);
  if (language === 'fr') return `${FRENCH_IN[p] ?? 'en'} ${name}`;
  return ENGLISH_PLURAL.has(p) ? `in the ${name}` : `in ${name}`;
}

export const orderName = (k: OrderKind, language: Language): string => texts[language][`order_${k}`];

export const cardName = (c: (typeof CARDS)[number], language: Language): string => texts[language][`card_${c}`];

export const standingName = (s: number, language: Language): string => LADDER_NAMES[LADDER[s] ?? 'neutral'][language];

export const governmentName = (g: Government, language: Language): string => GOVERNMENT_NAMES[g]?.[language] ?? String(g);

/** "1 soldier", "2 cavalry" / « 1 cavalier », « 2 archers ». */
export function unitCount(u: Unit, n: number, language: Language): string {
  const name = UNIT_NAMES[u][language];
  const plural = n > 1 && !(language === 'en' && u === 'c') ? `${name}s` : name;
  return `${n} ${plural}`;
}

/** "2 soldiers and 1 archer" / « 2 soldats et 1 archer ». */
export function troopsText(t: { readonly [unit: string]: unknown }, language: Language): string {
  const parts = (['s', 'a', 'c'] as const).filter((u) => Number(t[u]) > 0).map((u) => unitCount(u, Number(t[u]), language));
  const and = language === 'fr' ? ' et ' : ' and ';
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${and}${parts[parts.length - 1]}`;
}

/** The cards of a hand, one name per card: "Espionage, Sabotage ×2". */
export function handText(hand: Partial<Hand>, language: Language): string {
  return CARDS.filter((c) => Number(hand[c]) > 0)
    .map((c) => (Number(hand[c]) > 1 ? `${cardName(c, language)} ×${hand[c]}` : cardName(c, language)))
    .join(', ');
}

/** "1 piece", "3 pieces" / « 1 pion », « 3 pions ». */
export const pieces = (n: number, language: Language): string =>
  language === 'fr' ? `${n} pion${n > 1 ? 's' : ''}` : `${n} piece${n === 1 ? '' : 's'}`;

/** "1 card", "2 cards" / « 1 carte », « 2 cartes ». */
export const cards = (n: number, language: Language): string =>
  language === 'fr' ? `${n} carte${n > 1 ? 's' : ''}` : `${n} card${n === 1 ? '' : 's'}`;
