/** Every seat's realm as everyone sees it: treasury, influence, stability, cards, income, capitals, wars and allies. */
import { CARDS } from '../../../games/pax-barbarorum/data/constants';
import { FACTION_INFO, GOVERNMENT_NAMES, NEUTRALS, PLAYER_FACTIONS, type FactionId, type PlayerFaction } from '../../../games/pax-barbarorum/data/factions';
import { income } from '../../../games/pax-barbarorum/rules/ranking';
import { allied, atWar } from '../../../games/pax-barbarorum/rules/relations';
import { breakaway } from '../../../games/pax-barbarorum/rules/stability';
import { seatIds } from '../../../games/pax-barbarorum/rules/state';
import type { PlayerPrivate } from '../../../games/pax-barbarorum/rules/types';
import { capitalsCaptured } from '../../../games/pax-barbarorum/rules/victory';
import { isFullPlayer, type HiddenPlayer } from '../../../games/pax-barbarorum/view';
import { ScrollArea } from '../../components/ScrollArea';
import type { BoardContext } from './board-context';
import type { Touched } from './last-move';
import type { TextKey } from './texts';

export function PlayersPanel({ c, touched }: { c: BoardContext; touched: Touched }) {
  const { G, t, me } = c;
  const others = (f: PlayerFaction, test: (a: FactionId, b: FactionId) => boolean) =>
    ([...PLAYER_FACTIONS, ...NEUTRALS, 'grk'] as FactionId[]).filter((x) => x !== f && test(f, x)).map((x) => c.faction(x));
  return (
    <section className="pb-panel">
      <h3>{t('players')}</h3>
      <ScrollArea label={t('players')}>
        <table className="pb-table pb-players">
          <thead>
            <tr>
              <th scope="col">{t('gold')}</th>
              <th scope="col">{t('influence')}</th>
              <th scope="col">{t('stability')}</th>
              <th scope="col">{t('cards')}</th>
              <th scope="col">{t('income')}</th>
              <th scope="col">{t('capitals')}</th>
            </tr>
          </thead>
          {seatIds(G).map((id) => {
            const f = G.seats[id];
            const r = f ? G.realms[f] : undefined;
            const priv = G.players[id] as PlayerPrivate | HiddenPlayer;
            const cards = isFullPlayer(priv) ? CARDS.reduce((n, k) => n + priv.hand[k], 0) : priv.hand;
            // Each player: a line naming them and their wars, then their figures under the columns' names.
            return (
              <tbody key={id} className={[id === me ? 'pb-me' : '', f && touched.factions.has(f) ? 'pb-last-move-row' : ''].join(' ').trim() || undefined}>
                <tr>
                  <th colSpan={6} scope="rowgroup" className="pb-player-name">
                    <span className="pb-chip" style={{ background: f ? FACTION_INFO[f].color : '#999' }} /> {c.seatName(id)}
                    {f && touched.factions.has(f) && (
                      <span className="pb-last-move-mark" role="img" aria-label={t('lastMoveMark')} title={t('lastMoveMark')}>
                        {' '}◆
                      </span>
                    )}
                    {r?.government && <span className="pb-hint"> · {c.L(GOVERNMENT_NAMES[r.government])}</span>}
                    {f && r && r.stability === 1 && breakaway(G, f).length > 0 && (
                      <div className="pb-hint pb-division-warning">
                        {t('divisionWarning', { list: breakaway(G, f).map((p) => c.province(p)).join(', ') })}
                      </div>
                    )}
                    {f && r && (
                      <div className="pb-hint">
                        {t('atWarWith', { list: others(f, (a, b) => atWar(G, a, b)).join(', ') || t('nobody') })}
                        {others(f, (a, b) => allied(G, a, b)).length > 0 && <> · {t('alliedWith', { list: others(f, (a, b) => allied(G, a, b)).join(', ') })}</>}
                      </div>
                    )}
                  </th>
                </tr>
                <tr>
                  <td>{r?.gold ?? '–'}</td>
                  <td>{r?.influence ?? '–'}</td>
                  <td>{r?.stability ?? '–'}</td>
                  <td>{cards}</td>
                  <td>{f && r ? income(G, f) : '–'}</td>
                  <td>{f && r ? capitalsCaptured(G, f) : '–'}</td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </ScrollArea>
      {me !== null && G.players[me] && isFullPlayer(G.players[me]) && (
        <p>
          {t('labelled', { label: t('hand'), value: CARDS.map((k) => `${t(`card_${k}` as TextKey)} ${(G.players[me] as PlayerPrivate).hand[k]}`).join(' · ') })}
        </p>
      )}
    </section>
  );
}
