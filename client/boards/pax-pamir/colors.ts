/** Colours of the players (by seat) and of the coalitions and suits. */
import type { Coalition } from '../../../games/pax-pamir/data/map';

const PLAYER_COLORS = ['#c0392b', '#2c6fbb', '#2b2b2b', '#b8935a', '#8a8a8a'];

export const playerColor = (id: string): string => PLAYER_COLORS[Number(id) % PLAYER_COLORS.length];

export const COALITION_COLORS: Record<Coalition, string> = { afghan: '#3f7d3a', british: '#d0566e', russian: '#d9a520' };
