/** The neutral boards: each neutral's standing towards each player faction in play (BARB-NEUTRAL-2). */
import { FACTION_INFO, LADDER, NEUTRALS, PLAYER_FACTIONS } from '../../../games/pax-barbarorum/data/factions';
import { standing } from '../../../games/pax-barbarorum/rules/relations';
import { ScrollArea } from '../../components/ScrollArea';
import type { BoardContext } from './board-context';
import type { TextKey } from './texts';

export function LadderPanel({ c }: { c: BoardContext }) {
  const { G, t } = c;
  const inPlay = PLAYER_FACTIONS.filter((f) => G.realms[f]);
  return (
    <section className="pb-panel">
      <h3>{t('neutrals')}</h3>
      <ScrollArea label={t('neutrals')}>
        <table className="pb-table">
          <thead>
            <tr>
              <th />
              {inPlay.map((f) => (
                <th key={f}>
                  <span className="pb-chip" style={{ background: FACTION_INFO[f].color }} /> {c.faction(f)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NEUTRALS.map((n) => (
              <tr key={n}>
                <td>
                  <span className="pb-chip" style={{ background: FACTION_INFO[n].color }} /> {c.faction(n)}
                </td>
                {inPlay.map((f) => {
                  const s = standing(G, n, f);
                  return (
                    <td key={f} className={`pb-stand pb-stand-${s}`}>
                      {t(`stand_${LADDER[s]}` as TextKey)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
