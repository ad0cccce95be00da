/**
 * The decision at hand, one panel per step of the game (G.step): its buttons are the legal actions of the viewer
 * (rules/legal.ts); the steps with a form of their own have their own file.
 */
import { ORDER_KINDS, type RealOrder } from '../../../games/pax-barbarorum/data/constants';
import { FACTION_INFO, GOVERNMENT_NAMES } from '../../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { ordersDue, realOrdersPlaced } from '../../../games/pax-barbarorum/rules/orders';
import { isFullPlayer } from '../../../games/pax-barbarorum/view';
import { argsOf, type BoardContext } from './board-context';
import { Demobilise } from './Demobilise';
import { Diplomacy } from './Diplomacy';
import { Resolve } from './Resolve';
import type { TextKey } from './texts';

interface StepProps {
  c: BoardContext;
  orderKind: RealOrder | null;
  setOrderKind(k: RealOrder | null): void;
  token: ProvinceId | null;
  setToken(p: ProvinceId | null): void;
}

export function StepPanel({ c, orderKind, setOrderKind, token, setToken }: StepProps) {
  const { G, t, moves, actions, me } = c;
  const s = G.step;
  switch (s.kind) {
    case 'faction':
      return (
        <>
          <p>{t('doFaction')}</p>
          <div className="pb-buttons">
            {argsOf(actions, 'chooseFaction').map(([f]) => (
              <button key={f} type="button" onClick={() => moves.chooseFaction(f)} style={{ borderColor: FACTION_INFO[f].color }}>
                {c.faction(f)}
              </button>
            ))}
          </div>
        </>
      );
    case 'government':
      return (
        <>
          <p>{t('doGovernment')}</p>
          <div className="pb-buttons">
            {argsOf(actions, 'chooseGovernment').map(([g]) => (
              <button key={g} type="button" onClick={() => moves.chooseGovernment(g)}>
                {c.L(GOVERNMENT_NAMES[g])}
              </button>
            ))}
          </div>
        </>
      );
    case 'demobilise':
      return <Demobilise c={c} />;
    case 'orders': {
      const placements = argsOf(actions, 'placeOrder');
      const kinds = new Set(placements.map(([, k]) => k));
      return (
        <>
          <p>{t('doOrders', { placed: realOrdersPlaced(G, me!), due: ordersDue(G, me!) })}</p>
          <div className="pb-buttons">
            {ORDER_KINDS.map((k) => (
              <button key={k} type="button" disabled={!kinds.has(k)} className={orderKind === k ? 'primary' : undefined} onClick={() => setOrderKind(k)}>
                {t(`order_${k}` as TextKey)}
              </button>
            ))}
          </div>
          {orderKind && (
            <div className="pb-buttons pb-small-buttons">
              {placements
                .filter(([, k]) => k === orderKind)
                .map(([p]) => (
                  <button key={p} type="button" onClick={() => moves.placeOrder(p, orderKind)}>
                    {c.province(p)}
                  </button>
                ))}
            </div>
          )}
        </>
      );
    }
    case 'diplomacy':
      return <Diplomacy c={c} />;
    case 'greekCall':
      return (
        <>
          <p>{t('doGreekCall', { name: c.seatName(s.declarer) })}</p>
          <div className="pb-buttons">
            <button type="button" onClick={() => moves.answerCall(true)}>
              {t('answerYes')}
            </button>
            <button type="button" onClick={() => moves.answerCall(false)}>
              {t('answerNo')}
            </button>
          </div>
        </>
      );
    case 'chooseResolver':
      return (
        <>
          <p>{t('doChooseResolver')}</p>
          <div className="pb-buttons">
            {argsOf(actions, 'chooseResolver').map(([p]) => (
              <button key={p} type="button" onClick={() => moves.chooseResolver(p)}>
                {c.seatName(p)}
              </button>
            ))}
          </div>
        </>
      );
    case 'resolve':
      return <Resolve c={c} token={token} setToken={setToken} />;
    case 'tactics': {
      const b = G.battles!.current!;
      const held = me && G.players[me] && isFullPlayer(G.players[me]) ? G.players[me].hand.tactics : 0;
      return (
        <>
          <p>{t('doTactics', { where: c.where(b.province), attacker: c.people(b.attacker), defender: c.people(b.defender), held })}</p>
          <div className="pb-buttons">
            {argsOf(actions, 'commitTactics').map(([n]) => (
              <button key={n} type="button" onClick={() => moves.commitTactics(n)}>
                {t('commit', { n })}
              </button>
            ))}
          </div>
        </>
      );
    }
    case 'retreat': {
      const b = G.battles!.current!;
      return (
        <>
          <p>{t('doRetreat', { where: c.where(b.province) })}</p>
          <div className="pb-buttons">
            {argsOf(actions, 'retreat').map(([p]) => (
              <button key={String(p)} type="button" onClick={() => moves.retreat(p)}>
                {p === null ? t('stay') : t('retreatTo', { province: c.province(p), where: c.where(p) })}
              </button>
            ))}
          </div>
        </>
      );
    }
    default:
      void orderKind;
      void setOrderKind;
      return null;
  }
}
