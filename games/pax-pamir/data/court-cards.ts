/**
 * The 100 court cards, numbered 1–100 (index = number - 1). Facts from the published game, cross-checked
 * between two independent implementations. `impact` is in printed order (resolved top to bottom; a suit
 * is a favored-suit change); `actions` left to right; `patriot` the card's coalition if it is a patriot;
 * `prize` the coalition of its prize (null: none); `ability` an id from abilities.ts.
 */
import type { AbilityId } from './abilities';
import type { Coalition, Region, Suit } from './map';

export const CARD_ACTIONS = ['tax', 'gift', 'build', 'move', 'betray', 'battle'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export const PIECE_IMPACTS = ['army', 'road', 'tribe', 'spy'] as const;
export type PieceImpact = (typeof PIECE_IMPACTS)[number];
/** An impact icon: a piece to place, leverage (+2 rupees), or a favored-suit change. */
export type Impact = PieceImpact | 'leverage' | Suit;

export type Rank = 1 | 2 | 3;

export interface CourtCardData {
  readonly number: number;
  readonly name: string;
  readonly region: Region;
  readonly suit: Suit;
  readonly rank: Rank;
  readonly patriot: Coalition | null;
  readonly prize: Coalition | null;
  readonly impact: readonly Impact[];
  readonly actions: readonly CardAction[];
  readonly ability: AbilityId | null;
}

const card = (
  number: number,
  name: string,
  region: Region,
  suit: Suit,
  rank: Rank,
  patriot: Coalition | null,
  prize: Coalition | null,
  impact: readonly Impact[],
  actions: readonly CardAction[],
  ability: AbilityId | null = null,
): CourtCardData => ({ number, name, region, suit, rank, patriot, prize, impact, actions, ability });

// card(number, name, region, suit, rank, patriot, prize, impact, actions, ability)
export const COURT_CARDS: readonly CourtCardData[] = [
  card(1, 'Mohan Lal', 'kabul', 'intelligence', 3, null, 'russian', ['spy', 'spy', 'spy'], ['move'], 'indispensable_advisors'),
  card(2, 'Jan-Fishan Khan', 'kabul', 'intelligence', 2, null, 'russian', ['spy', 'spy', 'army', 'military'], ['battle', 'move']),
  card(3, 'Prince Akbar Khan', 'kabul', 'intelligence', 2, 'afghan', null, ['spy', 'spy', 'army', 'military'], ['battle'], 'insurrection'),
  card(4, 'Charles Stoddart', 'kabul', 'intelligence', 1, null, 'afghan', ['spy'], ['gift', 'move']),
  card(5, 'Shah Shujah Durrani', 'kabul', 'political', 1, null, 'afghan', ['tribe'], ['build'], 'claim_of_ancient_lineage'),
  card(6, 'Aminullah Khan Logari', 'kabul', 'political', 1, 'afghan', null, ['tribe', 'army', 'spy'], ['build', 'battle']),
  card(7, 'Dost Mohammad', 'kabul', 'political', 2, null, null, ['tribe', 'tribe', 'army', 'spy'], []),
  card(8, 'Kabul Bazaar', 'kabul', 'economic', 2, null, null, ['road', 'road', 'spy', 'political'], ['tax']),
  card(9, 'Afghan Handicrafts', 'kabul', 'economic', 1, null, null, ['road'], ['tax', 'move']),
  card(10, 'Balkh Arsenic Mine', 'kabul', 'economic', 1, null, 'afghan', ['road', 'military'], ['build', 'betray']),
  card(11, 'Lapis Lazuli Mine', 'kabul', 'economic', 2, 'afghan', null, ['road', 'road'], ['tax', 'gift']),
  card(12, 'City of Ghazni', 'kabul', 'economic', 3, null, null, ['road', 'road', 'road', 'army'], ['gift']),
  card(13, 'Ghilzai Nomads', 'kabul', 'economic', 2, null, 'russian', ['road', 'road'], ['tax', 'move']),
  card(14, 'Money Lenders', 'kabul', 'economic', 2, null, null, ['road', 'road', 'leverage'], ['gift', 'build']),
  card(15, 'Durrani Royal Guard', 'kabul', 'military', 1, null, null, ['army'], ['betray'], 'bodyguards'),
  card(16, 'Bala Hissar', 'kabul', 'military', 1, null, null, ['army'], ['tax', 'betray']),
  card(17, 'Citadel of Ghazni', 'kabul', 'military', 1, null, null, ['army'], ['build'], 'citadel_kabul'),
  card(18, 'Harry Flashman', 'punjab', 'intelligence', 1, null, null, ['spy'], ['gift', 'betray']),
  card(19, 'Eldred Pottinger', 'punjab', 'intelligence', 2, 'british', 'russian', ['spy', 'spy', 'economic'], ['move', 'betray']),
  card(20, 'Henry Rawlinson', 'punjab', 'intelligence', 1, 'british', 'russian', ['spy', 'economic'], ['gift', 'move']),
  card(21, 'Alexander Burnes', 'punjab', 'intelligence', 2, null, 'afghan', ['spy', 'spy'], ['move'], 'strange_bedfellows'),
  card(22, 'George Hayward', 'punjab', 'intelligence', 1, 'british', 'russian', ['spy', 'political'], ['move', 'gift']),
  card(23, 'Henry Pottinger', 'punjab', 'intelligence', 1, 'british', 'russian', ['spy', 'economic'], ['battle', 'move']),
  card(24, 'Ranjit Singh', 'punjab', 'political', 2, null, null, ['tribe', 'tribe', 'army'], ['betray'], 'civil_service_reforms'),
  card(25, 'Josiah Harlan', 'punjab', 'political', 1, 'afghan', 'british', ['tribe'], ['tax']),
  card(26, 'Paolo Avitabile', 'punjab', 'political', 1, null, 'afghan', ['tribe', 'army'], ['betray']),
  card(27, 'Maqpon Dynasty', 'punjab', 'political', 1, null, null, ['tribe', 'leverage'], ['build']),
  card(28, 'Anarkali Bazaar', 'punjab', 'economic', 1, null, 'afghan', ['road', 'spy'], ['tax', 'build']),
  card(29, 'Khyber Pass', 'punjab', 'economic', 2, null, null, ['road', 'road'], ['tax', 'move']),
  card(30, 'Sikh Merchants in Lahore', 'punjab', 'economic', 1, null, null, ['road', 'spy', 'leverage'], ['tax', 'gift']),
  card(31, 'Company Weapons', 'punjab', 'military', 1, null, null, ['army', 'intelligence'], ['tax', 'betray']),
  card(32, 'Army of the Indus', 'punjab', 'military', 3, 'british', 'afghan', ['army', 'army', 'army'], ['move']),
  card(33, 'Zorawar Singh Kahluria', 'punjab', 'military', 2, null, null, ['army', 'army'], ['battle', 'gift']),
  card(34, 'Sindhi Warriors', 'punjab', 'military', 1, null, 'british', ['army', 'economic'], ['battle', 'move', 'betray']),
  card(35, 'Hari Singh Nalwa', 'punjab', 'military', 2, null, null, ['army', 'army', 'political'], ['battle', 'move']),
  card(36, 'Bengal Native Infantry', 'punjab', 'military', 1, 'british', 'afghan', ['army', 'intelligence'], ['battle', 'betray']),
  card(37, 'Seaforth Highlanders', 'punjab', 'military', 1, 'british', 'afghan', ['army', 'political'], ['battle', 'move']),
  card(38, 'Akali Sikhs', 'punjab', 'military', 2, null, 'british', ['army', 'army'], ['battle']),
  card(39, 'William Moorcroft', 'kandahar', 'intelligence', 1, null, null, ['spy'], ['move', 'battle']),
  card(40, 'William Hay Macnaghten', 'kandahar', 'intelligence', 2, 'british', 'afghan', ['spy', 'spy', 'leverage'], ['tax', 'move']),
  card(41, 'Charles Masson', 'kandahar', 'intelligence', 2, null, null, ['spy', 'spy'], ['build'], 'safe_house'),
  card(42, 'Barakzai Sadars', 'kandahar', 'political', 1, 'afghan', 'afghan', ['tribe', 'leverage', 'economic'], ['build'], 'charismatic_courtiers'),
  card(43, 'Giljee Nobles', 'kandahar', 'political', 1, null, 'afghan', ['tribe', 'army'], ['battle'], 'blackmail_kandahar'),
  card(44, 'Baluchi Chiefs', 'kandahar', 'political', 1, null, 'russian', ['tribe', 'army'], ['build', 'tax']),
  card(45, 'Haji Khan Kakar', 'kandahar', 'political', 1, null, null, ['tribe', 'army'], ['betray', 'gift']),
  card(46, 'Bank', 'kandahar', 'economic', 2, null, null, ['road', 'road', 'leverage', 'intelligence'], ['gift']),
  card(47, 'Bolan Pass', 'kandahar', 'economic', 2, null, 'russian', ['road', 'road', 'army'], ['gift', 'move']),
  card(48, 'Fruit markets', 'kandahar', 'economic', 1, null, null, ['road', 'political'], ['move', 'build']),
  card(49, 'Kandahari Markets', 'kandahar', 'economic', 1, null, null, ['road', 'political'], ['tax', 'build']),
  card(50, 'British Regulars', 'kandahar', 'military', 2, 'british', 'russian', ['army', 'army'], ['battle', 'move']),
  card(51, 'Sir John Keane', 'kandahar', 'military', 1, 'british', 'russian', ['army'], ['battle'], 'indian_supplies'),
  card(52, 'Pashtun Mercenary', 'kandahar', 'military', 1, null, null, ['army', 'political'], ['battle', 'tax']),
  card(53, 'Jezail Sharpshooters', 'kandahar', 'military', 2, null, 'russian', ['army', 'army', 'spy'], ['betray']),
  card(54, 'Herati Bandits', 'herat', 'intelligence', 1, null, null, ['spy', 'leverage'], ['tax'], 'blackmail_herat'),
  card(55, 'Hazara Chiefs', 'herat', 'political', 1, null, null, ['tribe', 'army'], ['battle', 'tax', 'move']),
  card(56, 'Yar Mohammad Alikozai', 'herat', 'political', 2, null, 'afghan', ['tribe', 'tribe', 'political'], ['betray'], 'well_connected'),
  card(57, 'Exiled Durrani Nobility', 'herat', 'political', 1, null, 'british', ['tribe'], ['betray', 'move']),
  card(58, 'Ishaqzai Chiefs', 'herat', 'political', 1, 'afghan', null, ['tribe', 'economic'], ['gift', 'build']),
  card(59, 'Tajik Warband', 'herat', 'military', 2, null, null, ['army', 'army'], ['betray', 'battle']),
  card(60, 'Nomadic Warlord', 'herat', 'military', 1, null, 'russian', ['army'], ['tax', 'gift', 'battle']),
  card(61, 'Karakul Sheep', 'herat', 'economic', 2, null, null, ['road', 'road'], ['tax']),
  card(62, 'Qanat System', 'herat', 'economic', 1, null, null, ['road', 'political'], ['gift', 'build']),
  card(63, 'Farah Road', 'herat', 'economic', 3, null, null, ['road', 'road', 'road'], ['move']),
  card(64, 'Opium Fields', 'herat', 'economic', 2, null, null, ['road', 'road', 'spy', 'military'], ['tax']),
  card(65, 'Minaret of Jam', 'herat', 'economic', 1, null, null, ['road', 'army'], ['battle', 'tax', 'move']),
  card(66, 'Baluchi Smugglers', 'herat', 'economic', 2, null, 'afghan', ['road', 'road', 'army'], ['battle'], 'herat_influence'),
  card(67, 'Wheat Fields', 'herat', 'economic', 2, null, null, ['road'], ['move', 'gift']),
  card(68, 'Ghaem Magham Farahani', 'persia', 'intelligence', 2, null, null, ['spy', 'spy', 'army'], ['tax'], 'persian_influence'),
  card(69, 'Count Ivan Simonich', 'persia', 'intelligence', 2, 'russian', 'british', ['spy', 'spy'], ['battle', 'move']),
  card(70, 'Alexander Griboyedov', 'persia', 'intelligence', 2, 'russian', 'afghan', ['spy', 'spy'], ['move'], 'russian_influence'),
  card(71, 'Joseph Wolff', 'persia', 'intelligence', 1, 'british', 'afghan', ['spy'], ['move', 'gift']),
  card(72, 'Claude Wade', 'persia', 'intelligence', 2, null, 'russian', ['spy', 'spy'], ['move'], 'safe_house'),
  card(73, 'Jean-François Allard', 'persia', 'intelligence', 1, null, 'british', ['spy', 'military'], ['build', 'battle']),
  card(74, 'Hajj Mirza Aghasi', 'persia', 'political', 1, 'afghan', 'russian', ['tribe', 'intelligence'], ['betray', 'battle']),
  card(75, 'Abbas Mirza', 'persia', 'political', 1, null, null, ['tribe', 'army'], ['tax', 'battle']),
  card(76, 'Fath-Ali Shah', 'persia', 'political', 2, null, null, ['tribe', 'tribe', 'intelligence'], []),
  card(77, 'Mohammad Shah', 'persia', 'political', 1, null, null, ['tribe', 'army', 'intelligence'], ['build', 'betray']),
  card(78, 'Civic Improvements', 'persia', 'economic', 2, null, null, ['road', 'road', 'leverage', 'intelligence'], ['build'], 'infrastructure'),
  card(79, 'Persian Slave Markets', 'persia', 'economic', 1, null, 'british', ['road', 'spy', 'leverage'], ['tax', 'move']),
  card(80, 'Anglo-Persian Trade', 'persia', 'economic', 1, 'british', 'russian', ['road', 'leverage'], ['tax', 'build']),
  card(81, 'Russo-Persian Trade', 'persia', 'economic', 2, 'russian', 'british', ['road', 'road', 'leverage'], ['tax', 'build']),
  card(82, 'Persian Army', 'persia', 'military', 2, null, null, ['army', 'army', 'intelligence'], ['gift', 'battle']),
  card(83, "Shah's Guard", 'persia', 'military', 1, null, null, ['army', 'spy'], ['tax'], 'bodyguards'),
  card(84, 'Russian Regulars', 'persia', 'military', 2, 'russian', 'afghan', ['army', 'army', 'economic'], ['battle']),
  card(85, 'Bukharan Jews', 'transcaspia', 'intelligence', 1, null, 'british', ['spy', 'leverage', 'economic'], ['gift', 'build']),
  card(86, 'Jan Prosper Witkiewicz', 'transcaspia', 'intelligence', 2, 'russian', null, ['spy', 'spy'], ['move', 'build']),
  card(87, 'Imperial Surveyors', 'transcaspia', 'intelligence', 1, 'russian', null, ['spy'], ['move', 'gift', 'build']),
  card(88, 'Arthur Conolly', 'transcaspia', 'intelligence', 1, 'british', null, ['spy'], ['move', 'gift']),
  card(89, 'Aga Mehdi', 'transcaspia', 'intelligence', 1, 'russian', null, ['spy'], ['move', 'betray', 'battle']),
  card(90, 'Nasrullah Khan', 'transcaspia', 'political', 1, null, 'british', ['tribe'], ['tax', 'betray']),
  card(91, 'Allah Quli Bahadur', 'transcaspia', 'political', 1, null, 'russian', ['tribe', 'army', 'spy'], ['betray'], 'savvy_operator'),
  card(92, 'Mir Murad Beg', 'transcaspia', 'political', 1, null, 'british', ['tribe', 'spy', 'military'], ['battle', 'tax', 'move']),
  card(93, 'Madali Khan', 'transcaspia', 'political', 2, null, 'british', ['tribe', 'tribe'], ['battle', 'betray']),
  card(94, 'Khivan Slave Markets', 'transcaspia', 'economic', 1, null, 'british', ['road', 'spy', 'leverage'], ['tax', 'betray']),
  card(95, 'Supplies from Orenburg', 'transcaspia', 'economic', 1, 'russian', 'afghan', ['road'], ['tax', 'move']),
  card(96, 'Panjdeh Oasis', 'transcaspia', 'economic', 2, null, 'british', ['road', 'road'], ['tax', 'move']),
  card(97, 'The Ark of Bukhara', 'transcaspia', 'military', 1, null, null, ['army', 'intelligence'], ['build'], 'citadel_transcaspia'),
  card(98, 'European Cannons', 'transcaspia', 'military', 3, null, 'british', ['army', 'army', 'army'], ['gift']),
  card(99, 'Cossacks', 'transcaspia', 'military', 1, 'russian', 'british', ['army', 'spy'], ['battle'], 'irregulars'),
  card(100, 'Count Perovsky', 'transcaspia', 'military', 2, 'russian', 'british', ['army', 'army'], ['battle']),
];
