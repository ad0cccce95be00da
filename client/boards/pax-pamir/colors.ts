/**
 * Colours of the players (by seat) and of the coalitions. A player's colour is never a coalition's: an
 * Afghan-loyal player is not drawn in the British armies' red. Every colour carries white text, and reads
 * as text on the board's light background, at the contrast WCAG asks of small text (4.5:1); the gold of
 * the Russian coalition carries dark text instead.
 */
import { COALITIONS, type Coalition, type Suit } from '../../../games/pax-pamir/data/map';

/** Blue, purple, charcoal, brown, teal: far from the coalitions' green, red and gold, and from each other. */
export const PLAYER_COLORS = ['#1f5fa8', '#6a3d9a', '#2b2b2b', '#7a4419', '#00707a'] as const;

export const playerColor = (id: string): string => PLAYER_COLORS[Number(id) % PLAYER_COLORS.length];

export const COALITION_COLORS: Record<Coalition, string> = { afghan: '#3f7d3a', british: '#b8405a', russian: '#d9a520' };

/** The colour of text written on a coalition's colour. */
export const COALITION_INK: Record<Coalition, string> = { afghan: '#ffffff', british: '#ffffff', russian: '#2a2118' };

/** Every coalition colour, for checks that a player colour is none of them. */
export const ALL_COALITION_COLORS: readonly string[] = COALITIONS.map((c) => COALITION_COLORS[c]);

/** The suits' colours (board.css's .pp-suit-* backgrounds): each carries white text. */
export const SUIT_COLORS: Record<Suit, string> = { political: '#6b4fa0', intelligence: '#2e7da6', economic: '#3b7a2a', military: '#b23a2a' };
