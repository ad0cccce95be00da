/**
 * Each game's rule ids carry its own prefix (PAX- for PAX, PAMIR- for Pax Pamir, BARB- for Pax Barbarorum,
 * RP- for Res Publica), so that no id names two rules. Pax Pamir and Pax Barbarorum once used PAX- (and
 * Pax Barbarorum's decisions D-): log events stored before the change, and links to them, still cite the old
 * ids. `currentRuleId` reads an old id as the one its game calls the rule now.
 */

/** The prefixes a game used before its own, oldest spelling first, with the prefix that replaced each. */
const RENAMED_PREFIXES: Readonly<Record<string, readonly (readonly [old: string, current: string])[]>> = {
  'pax-pamir': [['PAX-', 'PAMIR-']],
  'pax-barbarorum': [
    ['PAX-', 'BARB-'],
    ['D-', 'BARB-D-'],
  ],
};

/** The rule's id as `game` names it today: `id` itself unless it is one of the game's old spellings. */
export function currentRuleId(game: string, id: string): string {
  for (const [old, current] of RENAMED_PREFIXES[game] ?? []) {
    if (id.startsWith(old)) return current + id.slice(old.length);
  }
  return id;
}
