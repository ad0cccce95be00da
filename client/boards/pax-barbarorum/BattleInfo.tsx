/** The battle being fought, and the Tactics & experience cards committed to the last one (BARB-BATTLE-4). */
import type { BoardContext } from './board-context';

export function BattleInfo({ c }: { c: BoardContext }) {
  const { G, t } = c;
  const b = G.battles?.current;
  if (!b && !G.lastTactics) return null;
  return (
    <section className="pb-panel">
      {b && <p>{t('battleNow', { where: c.where(b.province), attacker: c.people(b.attacker), defender: c.people(b.defender) })}</p>}
      {G.lastTactics && (
        <p className="pb-hint">{t('lastTactics', { where: c.where(G.lastTactics.province), a: G.lastTactics.attacker, d: G.lastTactics.defender })}</p>
      )}
    </section>
  );
}
