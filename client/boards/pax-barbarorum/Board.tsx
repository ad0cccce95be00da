/**
 * The Pax Barbarorum board. It renders the viewer's view and calls moves; every button comes from the rules'
 * legal-action generator (games/pax-barbarorum/rules/legal.ts) or is checked by the rules before the move is
 * sent, so the board decides no rule. This file composes the panels; each has its own file.
 */
import { useEffect, useMemo, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { FACTION_INFO, type FactionId } from '../../../games/pax-barbarorum/data/factions';
import type { RealOrder } from '../../../games/pax-barbarorum/data/constants';
import { PROVINCE_INFO, type ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { activeStages } from '../../../games/pax-barbarorum/rules/flow';
import { legalActions } from '../../../games/pax-barbarorum/rules/legal';
import type { PaxState, PlayerID, PlayerPrivate } from '../../../games/pax-barbarorum/rules/types';
import { isFullPlayer, type HiddenPlayer } from '../../../games/pax-barbarorum/view';
import { useLanguage, useLocalized, useT } from '../../i18n';
import { BattleInfo } from './BattleInfo';
import { argsOf, type BoardContext } from './board-context';
import { endOfGame } from './end';
import { EndPanel } from './EndPanel';
import { headerLabels } from './header';
import { LadderPanel } from './LadderPanel';
import { lastMoveTouches } from './last-move';
import { inProvince, the } from './log-names';
import { MapView, type MapLabels } from './MapView';
import { PlayersPanel } from './PlayersPanel';
import { ProvinceDetails } from './ProvinceDetails';
import { StepPanel } from './StepPanel';
import { SeatsToTakePrompt, useSeatsToTake } from '../seats-to-take';
import { texts } from './texts';
import './board.css';

export default function PaxBarbarorumBoard({ G, ctx, moves, playerID, matchData, log }: BoardProps<PaxState>) {
  const t = useT(texts);
  const L = useLocalized();
  const me = playerID ?? null;
  const over = ctx.gameover !== undefined || G.winner !== null;
  // no move while seats wait for players
  const seatsToTake = useSeatsToTake();
  const playing = me !== null && !over && seatsToTake.length === 0;
  const actions = useMemo(() => (playing && me !== null ? legalActions(G, me) : []), [G, me, playing]);
  const [selected, setSelected] = useState<ProvinceId | null>(null);
  const [orderKind, setOrderKind] = useState<RealOrder | null>(null);
  const [token, setToken] = useState<ProvinceId | null>(null);
  useEffect(() => setToken(null), [G.step]);

  const faction = (f: FactionId) => L(FACTION_INFO[f].name);
  const province = (p: ProvinceId) => L(PROVINCE_INFO[p].name);
  const seatName = (id: PlayerID) => {
    const name = matchData?.find((m) => String(m.id) === id)?.name ?? t('seat', { n: Number(id) + 1 });
    const f = G.seats[id];
    const label = f ? `${name} (${faction(f)})` : name;
    return id === me ? `${label} — ${t('you')}` : label;
  };
  const { language } = useLanguage();
  const where = (p: ProvinceId) => inProvince(p, language);
  const people = (f: FactionId) => the(f, language);
  const c: BoardContext = { G, me, t, L, moves, actions, seatName, faction, province, where, people };

  const mine = me !== null ? (G.players[me] as PlayerPrivate | HiddenPlayer | undefined) : undefined;
  const ownOrders = mine && isFullPlayer(mine) ? mine.orders : {};

  // Map targets for the decision at hand.
  const highlight = new Set<ProvinceId>();
  const placements = argsOf(actions, 'placeOrder');
  if (orderKind) for (const [p, k] of placements) if (k === orderKind) highlight.add(p);
  for (const [p] of argsOf(actions, 'resolveOrder')) highlight.add(p);
  for (const [p] of argsOf(actions, 'retreat')) if (p) highlight.add(p);
  if (G.battles?.current) highlight.add(G.battles.current.province);

  const pick = (p: ProvinceId) => {
    setSelected(p);
    if (orderKind && placements.some(([q, k]) => q === p && k === orderKind)) {
      moves.placeOrder(p, orderKind);
      return;
    }
    if (G.step.kind === 'resolve' && G.tokens[p] === me) setToken(p);
    if (G.step.kind === 'retreat' && argsOf(actions, 'retreat').some(([to]) => to === p)) moves.retreat(p);
  };

  // What the last move touched, from its log events: marked on the map and listed under it.
  const touched = useMemo(() => lastMoveTouches(log), [log]);

  const waiting = Object.keys(activeStages(G)).filter((id) => id !== me);
  const deciding = actions.length > 0;
  const end = useMemo(() => (over ? endOfGame(G, (ctx.gameover as { winner?: PlayerID } | undefined)?.winner, log) : null), [over, G, ctx.gameover, log]);
  const mapLabels = useMemo<MapLabels>(
    () => ({ title: t('map'), controls: t('mapControls'), zoomIn: t('zoomIn'), zoomOut: t('zoomOut'), reset: t('zoomReset'), viewport: t('mapViewport') }),
    // The labels change with the language only.
    [language],
  );

  return (
    <div className="pb-board">
      <header className="pb-header">
        {headerLabels(G.round, G.phase).map(([key, params], i) => (i === 0 ? <strong key={key}>{t(key, params)}</strong> : <span key={key}>{t(key, params)}</span>))}
        {over && G.winner !== null && !end && <strong className="pb-winner">{t('winner', { name: seatName(G.winner) })}</strong>}
        {!over && !deciding && seatsToTake.length === 0 && waiting.length > 0 && <span>{t('waitingFor', { names: waiting.map(seatName).join(', ') })}</span>}
        {me === null && <span>{t('spectator')}</span>}
      </header>
      {end && <EndPanel end={end} t={t} seatName={seatName} province={province} />}
      {!over && seatsToTake.length > 0 && <SeatsToTakePrompt seats={seatsToTake} className="pb-seats-to-take" />}
      <div className="pb-main">
        <div className="pb-map-wrap">
          <MapView
            G={G}
            ownOrders={ownOrders}
            highlight={highlight}
            selected={selected}
            onPick={pick}
            name={province}
            labels={mapLabels}
            lastMove={touched.provinces}
            lastMoveHint={t('lastMoveMark')}
          />
          {touched.provinces.size > 0 && (
            <p className="pb-hint pb-last-move-note">{t('lastMove', { list: [...touched.provinces].map(province).join(', ') })}</p>
          )}
          <ProvinceDetails c={c} p={selected} onPick={setSelected} />
        </div>
        <aside className="pb-side">
          {deciding && (
            <section className="pb-panel pb-decide">
              <StepPanel c={c} orderKind={orderKind} setOrderKind={setOrderKind} token={token} setToken={setToken} />
            </section>
          )}
          <BattleInfo c={c} />
          <PlayersPanel c={c} touched={touched} />
          <LadderPanel c={c} />
        </aside>
      </div>
    </div>
  );
}
