/**
 * One board per registered game, loaded only when a match of that game opens. A board renders the
 * state and calls moves; it never decides a rule.
 */
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';

export type BoardModule = { default: ComponentType<BoardProps<any>> };

export const boards: Record<string, () => Promise<BoardModule>> = {
  'res-publica': () => import('./res-publica/Board'),
  'pax-pamir': () => import('./pax-pamir/Board'),
  pax: () => import('./pax/Board'),
  'pax-barbarorum': () => import('./pax-barbarorum/Board'),
};
