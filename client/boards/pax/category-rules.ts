/** The rules of RULES.md each category's text sums up (category-texts.ts), linked from a card's text. */
import type { Category } from '../../../games/pax/data/cards';

export const CATEGORY_RULES: Readonly<Record<Category, readonly string[]>> = {
  land: ['PAX-POWER-1'],
  intrigue: ['PAX-POWER-2', 'PAX-INCOME-3', 'PAX-PRIMUS-1'],
  religion: ['PAX-POWER-3'],
  senator: ['PAX-POWER-4', 'PAX-INCOME-2'],
  wealth: ['PAX-POWER-5'],
  fleet: ['PAX-POWER-6', 'PAX-POWER-1'],
  army: ['PAX-POWER-7', 'PAX-POWER-1'],
  scout: ['PAX-NOC-3'],
  adversary: ['PAX-NOC-4', 'PAX-NOC-5'],
  militia: ['PAX-NOC-6'],
};

/** How symbols count (PAX-SYMBOL-1), cited under every category's text. */
export const SYMBOL_RULE = 'PAX-SYMBOL-1';
