/**
 * What the last move touched, read from its log events (games/log-events.ts): every province one of them names
 * (where an order was placed, armies moved from, through and to, a battle was fought, land changed hands...).
 * The board marks these on the map.
 */
import type { LogEntry } from 'boardgame.io';
import { eventsOf } from '../../../games/log-events';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { isProvince } from '../../../games/pax-barbarorum/rules/board';

/** Facts that name one province, and facts that list several. */
const PROVINCE_FACTS = ['province', 'from', 'via', 'to', 'target'] as const;
const PROVINCE_LISTS = ['blanks', 'provinces', 'lost'] as const;

export function lastMoveProvinces(log: readonly Pick<LogEntry, 'action' | 'metadata'>[] | undefined): ReadonlySet<ProvinceId> {
  const touched = new Set<ProvinceId>();
  let last: Pick<LogEntry, 'action' | 'metadata'> | undefined;
  for (let i = (log?.length ?? 0) - 1; i >= 0 && !last; i--) if (log![i].action.type === 'MAKE_MOVE') last = log![i];
  if (!last) return touched;
  for (const event of eventsOf(last)) {
    for (const fact of PROVINCE_FACTS) if (isProvince(event[fact])) touched.add(event[fact]);
    for (const fact of PROVINCE_LISTS) {
      const list = event[fact];
      if (Array.isArray(list)) for (const p of list) if (isProvince(p)) touched.add(p);
    }
  }
  return touched;
}
