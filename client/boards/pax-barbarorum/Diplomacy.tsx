/** The diplomacy phase: war, treaties, gifts, spies and the neutrals, each button a legal action; then ready. */
import { useState } from 'react';
import { relationCost } from '../../../games/pax-barbarorum/rules/diplomacy';
import { factionOf, seatIds } from '../../../games/pax-barbarorum/rules/state';
import { argsOf, type BoardContext } from './board-context';
import { GiftForm } from './GiftForm';

export function Diplomacy({ c }: { c: BoardContext }) {
  const { G, t, me, actions, moves } = c;
  const f = factionOf(G, me!)!;
  const [warTarget, setWarTarget] = useState<string>('');
  const wars = argsOf(actions, 'declareWar').map(([x]) => x);
  // The select's value, if still a war on offer, else the first one.
  const target = wars.find((x) => x === warTarget) ?? wars[0];
  const others = seatIds(G).filter((id) => id !== me);
  const button = (key: string, label: string, onClick: () => void) => (
    <button key={key} type="button" onClick={onClick}>
      {label}
    </button>
  );
  return (
    <>
      <p>{t('doDiplomacy')}</p>
      <div className="pb-buttons">
        <button type="button" className="primary" onClick={() => moves.ready()}>
          {t('ready')}
        </button>
      </div>
      {wars.length > 0 && (
        <div className="pb-buttons">
          <label>
            {t('warTarget')}{' '}
            <select value={target} onChange={(e) => setWarTarget(e.target.value)}>
              {wars.map((x) => (
                <option key={x} value={x}>
                  {c.faction(x)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => moves.declareWar(target)}>
            {t('declareWar')}
          </button>
        </div>
      )}
      <h4>{t('treaties')}</h4>
      <div className="pb-buttons">
        {argsOf(actions, 'proposeTreaty').map(([to, kind]) =>
          button(`p${to}${kind}`, t('labelled', { label: t(kind === 'alliance' ? 'proposeAlliance' : 'proposePeace'), value: c.seatName(to) }), () =>
            moves.proposeTreaty(to, kind),
          ),
        )}
        {argsOf(actions, 'acceptTreaty').map(([from, kind]) =>
          button(`a${from}${kind}`, t(kind === 'alliance' ? 'acceptAlliance' : 'acceptPeace', { name: c.seatName(from) }), () => moves.acceptTreaty(from, kind)),
        )}
        {argsOf(actions, 'neutralPeace').map(([x]) => button(`np${x}`, t('peaceWith', { faction: c.faction(x) }), () => moves.neutralPeace(x)))}
      </div>
      <h4>{t('gifts')}</h4>
      {others.map((to) => (
        <GiftForm key={to} c={c} to={to} />
      ))}
      <h4>{t('spies')}</h4>
      <div className="pb-buttons pb-small-buttons">
        {argsOf(actions, 'spy').map(([p]) => button(`s${p}`, t('spyOn', { where: c.where(p) }), () => moves.spy(p)))}
        {argsOf(actions, 'sabotage').map(([p]) => button(`b${p}`, t('sabotageIn', { where: c.where(p) }), () => moves.sabotage(p)))}
      </div>
      <h4>{t('neutrals')}</h4>
      <div className="pb-buttons pb-small-buttons">
        {argsOf(actions, 'improveRelation').map(([n]) =>
          button(`i${n}`, t('labelled', { label: c.faction(n), value: t('improve', { cost: relationCost(G, f, true) }) }), () =>
            moves.improveRelation(n),
          ),
        )}
        {argsOf(actions, 'worsenRelation').map(([n, x]) =>
          button(
            `w${n}${x}`,
            t('labelled', { label: c.faction(n), value: x === f ? t('worsenSelf') : t('worsen', { faction: c.faction(x), cost: relationCost(G, f, false) }) }),
            () => moves.worsenRelation(n, x),
          ),
        )}
      </div>
      {argsOf(actions, 'askNeutral').length > 0 && (
        <>
          <h4>{t('askTitle')}</h4>
          <div className="pb-buttons pb-small-buttons">
            {argsOf(actions, 'askNeutral').map(([n, from, to]) =>
              button(
                `n${n}${from}${to}`,
                t('askMove', { neutral: c.faction(n), from: c.province(from), to: c.province(to) }),
                () => moves.askNeutral(n, from, to),
              ),
            )}
          </div>
        </>
      )}
    </>
  );
}
