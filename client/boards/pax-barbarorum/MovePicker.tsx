/** A Move order resolved: any split of the army, then one of the destinations the rules allow for it (BARB-MOVE-1..2). */
import { useState } from 'react';
import { UNITS } from '../../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { canResolve, type Choice } from '../../../games/pax-barbarorum/rules/actions';
import { paths, toll } from '../../../games/pax-barbarorum/rules/movement';
import { armyOf, factionOf } from '../../../games/pax-barbarorum/rules/state';
import type { PlayerPrivate } from '../../../games/pax-barbarorum/rules/types';
import type { BoardContext } from './board-context';
import { unitKey } from './unit-words';

export function MovePicker({ c, from }: { c: BoardContext; from: ProvinceId }) {
  const { G, t, me, moves } = c;
  const f = factionOf(G, me!)!;
  const army = armyOf(G, from, f);
  const [troops, setTroops] = useState(() => ({ s: army?.s ?? 0, a: army?.a ?? 0, c: army?.c ?? 0 }));
  if (!army) return null;
  const own = G.players[me!] as PlayerPrivate;
  const options = troops.s + troops.a + troops.c > 0 ? paths(G, f, from, troops, own.hand.march > 0) : [];
  return (
    <div className="pb-move">
      <div>
        {t('labelled', { label: t('pieces'), value: '' })}
        {UNITS.map((u) => (
          <label key={u}>
            {t(unitKey(u))}{' '}
            <input
              type="number"
              min={0}
              max={army[u]}
              value={troops[u]}
              onChange={(e) => setTroops({ ...troops, [u]: Math.max(0, Math.min(army[u], Number(e.target.value) || 0)) })}
            />{' '}
          </label>
        ))}
      </div>
      {options.map((path) => {
        const choice: Choice = path.via === undefined ? { kind: 'move', to: path.to, ...troops } : { kind: 'move', to: path.to, via: path.via, ...troops };
        const ok = canResolve(G, me!, from, choice);
        const cost = toll(path);
        const label = path.via === undefined ? t('moveTo', { province: c.province(path.to), where: c.where(path.to) }) : t('moveVia', { province: c.province(path.to), via: c.province(path.via) });
        return (
          <button key={`${path.to}-${path.via ?? ''}`} type="button" disabled={!ok} onClick={() => moves.resolveOrder(from, choice)}>
            {label}
            {cost > 0 ? ` (−${cost} ${t('gold')})` : ''}
          </button>
        );
      })}
    </div>
  );
}
