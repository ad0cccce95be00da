/**
 * The words the log's sentences are made of, in one language, with the names the board shows (texts.ts):
 * cards, regions (with the French prepositions each takes), coalitions, suits, borders, Wakhan's instructions.
 * Pure: no React, so the log texts and their tests share it.
 */
import { eventCard, isCourtCard, isDominanceCheck } from '../../../games/pax-pamir/data/cards';
import { borderRegions, GIFT_COSTS, type Border, type Coalition, type Region, type Suit } from '../../../games/pax-pamir/data/map';
import { parseSource } from '../../../games/pax-pamir/rules/pieces';
import { format, type Language, type Params } from '../../i18n';
import { courtCardName } from './court-card-names';
import { eventTitles, paxTexts, wakhanTexts } from './texts';

type TextKey = keyof (typeof paxTexts)['en'];
type TitleKey = keyof (typeof eventTitles)['en'];
type WakhanKey = keyof (typeof wakhanTexts)['en'];

/** French regions after "à/en", "de" and "vers", and with their article. */
const FR_REGIONS: Record<Region, { in: string; from: string; to: string; the: string }> = {
  kabul: { in: 'à Kaboul', from: 'de Kaboul', to: 'vers Kaboul', the: 'Kaboul' },
  herat: { in: 'à Hérat', from: 'd’Hérat', to: 'vers Hérat', the: 'Hérat' },
  kandahar: { in: 'à Kandahar', from: 'de Kandahar', to: 'vers Kandahar', the: 'Kandahar' },
  persia: { in: 'en Perse', from: 'de Perse', to: 'vers la Perse', the: 'la Perse' },
  punjab: { in: 'au Pendjab', from: 'du Pendjab', to: 'vers le Pendjab', the: 'le Pendjab' },
  transcaspia: { in: 'en Transcaspienne', from: 'de Transcaspienne', to: 'vers la Transcaspienne', the: 'la Transcaspienne' },
};

export interface Words {
  language: Language;
  t(key: TextKey, params?: Params): string;
  /** A card's name: a court card's name in the language, an event's title (the side named), a Dominance Check. */
  card(id: number, side?: 'discarded' | 'purchased'): string;
  /** "in Herat" / "à Hérat". */
  inRegion(region: string): string;
  /** "from Herat" / "d’Hérat". */
  fromRegion(region: string): string;
  /** "to Herat" / "vers Hérat". */
  toRegion(region: string): string;
  /** "Herat" / "la Perse": the region as a noun. */
  region(region: string): string;
  /** "British" / "britannique", as an adjective after a noun in French. */
  coalition(coalition: Coalition | string | null): string;
  suit(suit: Suit | string): string;
  border(border: Border | string): string;
  /** Where a piece was taken from in play (rules/pieces.ts), as a noun phrase: "a tribe in Herat". */
  source(source: string): string;
  instruction(name: string): string;
  /** "1 rupee", "3 rupees"; French takes the singular below 2. */
  rupees(n: number): string;
  /** English "a X" or "an X" (the article for a word); the word alone in French. */
  a(word: string): string;
  /** French "de X", elided before a vowel ("d’Aman Khan"); in English the name alone. */
  of(name: string): string;
  /** Names joined by commas and "and". */
  list(items: readonly string[]): string;
}

const REGION_IDS = new Set<string>(['kabul', 'herat', 'kandahar', 'persia', 'punjab', 'transcaspia']);
const isRegion = (value: string): value is Region => REGION_IDS.has(value);

export function words(language: Language): Words {
  const t = (key: TextKey, params?: Params) => format(paxTexts[language][key] ?? paxTexts.en[key] ?? key, params, language);
  const fr = language === 'fr';
  const name = (region: string) => (isRegion(region) ? t(region) : region);
  const self: Words = {
    language,
    t,
    card(id, side = 'purchased') {
      if (isCourtCard(id)) return courtCardName(id, language);
      if (isDominanceCheck(id)) return t('dominanceCheck');
      const key = eventCard(id)[side].id as TitleKey;
      return eventTitles[language][key] ?? eventTitles.en[key] ?? String(id);
    },
    inRegion: (region) => (fr && isRegion(region) ? FR_REGIONS[region].in : `in ${name(region)}`),
    fromRegion: (region) => (fr && isRegion(region) ? FR_REGIONS[region].from : `from ${name(region)}`),
    toRegion: (region) => (fr && isRegion(region) ? FR_REGIONS[region].to : `to ${name(region)}`),
    region: (region) => (fr && isRegion(region) ? FR_REGIONS[region].the : name(region)),
    coalition: (coalition) => {
      if (!coalition) return fr ? 'aucune' : 'none';
      const word = t(coalition as Coalition);
      return fr ? word.toLowerCase() : word;
    },
    suit: (suit) => t(suit as Suit),
    border: (border) => borderRegions(border as Border).map((r) => t(r)).join('–'),
    source(source) {
      const { kind, at } = parseSource(source);
      if (kind === 'army') return fr ? `une armée ${self.inRegion(at)}` : `an army ${self.inRegion(at)}`;
      if (kind === 'road') return fr ? `une route sur la frontière ${self.border(at)}` : `a road on the ${self.border(at)} border`;
      if (kind === 'tribe') return fr ? `une tribu ${self.inRegion(at)}` : `a tribe ${self.inRegion(at)}`;
      if (kind === 'spy') return fr ? `un espion sur ${self.card(Number(at))}` : `a spy on ${self.card(Number(at))}`;
      const cost = GIFT_COSTS[Number(at)];
      return fr ? `le cadeau de ${cost} roupies` : `the gift of ${cost} rupees`;
    },
    instruction: (key) => wakhanTexts[language][key as WakhanKey] ?? wakhanTexts.en[key as WakhanKey] ?? key,
    rupees: (n) => (fr ? `${n} ${n < 2 ? 'roupie' : 'roupies'}` : `${n} ${n === 1 ? 'rupee' : 'rupees'}`),
    a: (word) => (fr ? word : /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`),
    of: (name) => (!fr ? name : /^[aeiouyàâäéèêëîïôöûüœ]/i.test(name) ? `d’${name}` : `de ${name}`),
    list(items) {
      if (items.length < 2) return items.join('');
      return `${items.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${items[items.length - 1]}`;
    },
  };
  return self;
}
