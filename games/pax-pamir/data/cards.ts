/** Card numbers: 1–100 court cards, 101–104 Dominance Checks, 105–116 events. */
import { COURT_CARDS, type CourtCardData } from './court-cards';
import { DOMINANCE_CHECKS, EVENT_CARDS, type EventCardData } from './event-cards';

export type CardId = number;

export const COURT_CARD_COUNT = COURT_CARDS.length;
export const EVENT_IDS: readonly CardId[] = EVENT_CARDS.map((event) => event.number);
export const DOMINANCE_CHECK_IDS: readonly CardId[] = DOMINANCE_CHECKS;
export const COURT_CARD_IDS: readonly CardId[] = COURT_CARDS.map((card) => card.number);

export const isCourtCard = (id: CardId): boolean => Number.isInteger(id) && id >= 1 && id <= COURT_CARD_COUNT;
export const isDominanceCheck = (id: CardId): boolean => id >= 101 && id <= 104 && Number.isInteger(id);
export const isEventCard = (id: CardId): boolean => id >= 105 && id <= 116 && Number.isInteger(id);

/** The court card with this number (call only with a court card number). */
export const courtCard = (id: CardId): CourtCardData => COURT_CARDS[id - 1];
/** The event with this number (call only with an event number). */
export const eventCard = (id: CardId): EventCardData => EVENT_CARDS[id - 105];
