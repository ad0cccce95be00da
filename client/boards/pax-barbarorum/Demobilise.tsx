/** BARB-WEALTH-3: after the upkeep, which pieces go home (any split the rules accept), or none. */
import { useState } from 'react';
import { UNITS } from '../../../games/pax-barbarorum/data/factions';
import { PROVINCES } from '../../../games/pax-barbarorum/data/map';
import { armyOf, factionOf } from '../../../games/pax-barbarorum/rules/state';
import { isDemobilisation, type Discharge } from '../../../games/pax-barbarorum/rules/wealth';
import type { BoardContext } from './board-context';
import { unitKey } from './unit-words';

export function Demobilise({ c }: { c: BoardContext }) {
  const { G, t, me, moves } = c;
  const f = factionOf(G, me!)!;
  const armies = PROVINCES.map((p) => [p, armyOf(G, p, f)] as const).filter(([, a]) => a);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const list: Discharge[] = armies
    .map(([p]) => ({ province: p, s: counts[`${p}:s`] ?? 0, a: counts[`${p}:a`] ?? 0, c: counts[`${p}:c`] ?? 0 }))
    .filter((d) => d.s + d.a + d.c > 0);
  const valid = isDemobilisation(G, me!, list);
  return (
    <>
      <p>{t('doDemobilise')}</p>
      <table className="pb-table">
        <tbody>
          {armies.map(([p, a]) => (
            <tr key={p}>
              <td>{c.province(p)}</td>
              {UNITS.map((u) => (
                <td key={u}>
                  <label>
                    {t(unitKey(u))}{' '}
                    <input
                      type="number"
                      min={0}
                      max={a![u]}
                      value={counts[`${p}:${u}`] ?? 0}
                      onChange={(e) => setCounts({ ...counts, [`${p}:${u}`]: Math.max(0, Math.min(a![u], Number(e.target.value) || 0)) })}
                    />
                    /{a![u]}
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pb-buttons">
        <button type="button" onClick={() => moves.demobilise([])}>
          {t('keepAll')}
        </button>
        <button type="button" disabled={!valid || list.length === 0} onClick={() => moves.demobilise(list)}>
          {t('demobilise')}
        </button>
      </div>
    </>
  );
}
