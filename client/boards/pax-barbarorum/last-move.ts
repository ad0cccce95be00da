/**
 * What the last move touched, read from its log events (games/log-events.ts): every province and every player
 * faction one of its events names (where an order was placed, armies moved from, through and to, a battle was
 * fought, land changed hands; who declared war, who lost stability...). The board marks these.
 */
import type { LogEntry } from 'boardgame.io';
import { eventsOf } from '../../../games/log-events';
import { isPlayerFaction, type PlayerFaction } from '../../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { isProvince } from '../../../games/pax-barbarorum/rules/board';

export interface Touched {
  provinces: ReadonlySet<ProvinceId>;
  factions: ReadonlySet<PlayerFaction>;
}

type Entry = Pick<LogEntry, 'action' | 'metadata'>;

export function lastMoveTouches(log: readonly Entry[] | undefined): Touched {
  const provinces = new Set<ProvinceId>();
  const factions = new Set<PlayerFaction>();
  let last: Entry | undefined;
  for (let i = (log?.length ?? 0) - 1; i >= 0 && !last; i--) if (log![i].action.type === 'MAKE_MOVE') last = log![i];
  const note = (value: unknown) => {
    if (isProvince(value)) provinces.add(value);
    else if (isPlayerFaction(value)) factions.add(value);
  };
  for (const event of last ? eventsOf(last) : []) {
    // Province and faction ids never coincide, so every public fact can be looked at the same way.
    for (const [fact, value] of Object.entries(event)) {
      if (fact === 'hidden' || fact === 'kind' || fact === 'rule') continue;
      if (Array.isArray(value)) value.forEach(note);
      else note(value);
    }
  }
  return { provinces, factions };
}
