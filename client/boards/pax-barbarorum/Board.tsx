/**
 * The Pax Barbarorum board. It renders the viewer's view and calls moves; every button comes from the rules'
 * legal-action generator (games/pax-barbarorum/rules/legal.ts) or is checked by the rules before the move is
 * sent, so the board decides no rule.
 */
import { useEffect, useMemo, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { CARDS, type Card, type RealOrder, ORDER_KINDS } from '../../../games/pax-barbarorum/data/constants';
import {
  FACTION_INFO,
  GOVERNMENT_NAMES,
  LADDER,
  NEUTRALS,
  PLAYER_FACTIONS,
  UNITS,
  type FactionId,
  type Government,
  type PlayerFaction,
  type Unit,
} from '../../../games/pax-barbarorum/data/factions';
import { PROVINCE_INFO, PROVINCES, type ProvinceId } from '../../../games/pax-barbarorum/data/map';
import { canResolve, type Choice } from '../../../games/pax-barbarorum/rules/actions';
import { capitalFaction, linkedCentres } from '../../../games/pax-barbarorum/rules/board';
import { canGive, relationCost, type Gift } from '../../../games/pax-barbarorum/rules/diplomacy';
import { legalActions, type Action } from '../../../games/pax-barbarorum/rules/legal';
import { paths, toll } from '../../../games/pax-barbarorum/rules/movement';
import { ordersDue, realOrdersPlaced } from '../../../games/pax-barbarorum/rules/orders';
import { income } from '../../../games/pax-barbarorum/rules/ranking';
import { allied, atWar, standing } from '../../../games/pax-barbarorum/rules/relations';
import { activeStages } from '../../../games/pax-barbarorum/rules/flow';
import { armyOf, factionOf, seatIds } from '../../../games/pax-barbarorum/rules/state';
import type { PaxState, PlayerID, PlayerPrivate } from '../../../games/pax-barbarorum/rules/types';
import { breakaway } from '../../../games/pax-barbarorum/rules/stability';
import { capitalsCaptured } from '../../../games/pax-barbarorum/rules/victory';
import { isDemobilisation, type Discharge } from '../../../games/pax-barbarorum/rules/wealth';
import { isFullPlayer, type HiddenPlayer } from '../../../games/pax-barbarorum/view';
import { useLanguage, useLocalized, useT, type Params } from '../../i18n';
import { endOfGame } from './end';
import { EndPanel } from './EndPanel';
import { headerLabels } from './header';
import { lastMoveTouches, type Touched } from './last-move';
import { inProvince, the } from './log-names';
import { MapView, type MapLabels } from './MapView';
import { ScrollArea } from '../../components/ScrollArea';
import { SeatsToTakePrompt, useSeatsToTake } from '../seats-to-take';
import { texts, type TextKey } from './texts';
import './board.css';

type T = (key: TextKey, params?: Params) => string;

interface Ctx {
  G: PaxState;
  me: PlayerID | null;
  t: T;
  L: ReturnType<typeof useLocalized>;
  moves: BoardProps['moves'];
  actions: Action[];
  seatName(id: PlayerID): string;
  faction(f: FactionId): string;
  province(p: ProvinceId): string;
  /** "in Latium" / « dans le Latium », « à Carthage » (log-names.ts). */
  where(p: ProvinceId): string;
  /** "the Romans" / « les Romains », inside a sentence. */
  people(f: FactionId): string;
}

const argsOf = (actions: Action[], move: string) => actions.filter((a) => a.move === move).map((a) => a.args);

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
  const c: Ctx = { G, me, t, L, moves, actions, seatName, faction, province, where, people };

  const mine = me !== null ? (G.players[me] as PlayerPrivate | HiddenPlayer | undefined) : undefined;
  const ownOrders = mine && isFullPlayer(mine) ? mine.orders : {};

  // Map targets for the decision at hand.
  const highlight = new Set<ProvinceId>();
  const placements = argsOf(actions, 'placeOrder') as [ProvinceId, RealOrder][];
  if (orderKind) for (const [p, k] of placements) if (k === orderKind) highlight.add(p);
  for (const [p] of argsOf(actions, 'resolveOrder') as [ProvinceId, Choice][]) highlight.add(p);
  for (const [p] of argsOf(actions, 'retreat') as [ProvinceId | null][]) if (p) highlight.add(p);
  if (G.battles?.current) highlight.add(G.battles.current.province);

  const pick = (p: ProvinceId) => {
    setSelected(p);
    if (orderKind && placements.some(([q, k]) => q === p && k === orderKind)) {
      moves.placeOrder(p, orderKind);
      return;
    }
    if (G.step.kind === 'resolve' && G.tokens[p] === me) setToken(p);
    if (G.step.kind === 'retreat' && actions.some((a) => a.move === 'retreat' && a.args[0] === p)) moves.retreat(p);
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

// ------------------------------------------------------------------ the decision at hand

interface StepProps {
  c: Ctx;
  orderKind: RealOrder | null;
  setOrderKind(k: RealOrder | null): void;
  token: ProvinceId | null;
  setToken(p: ProvinceId | null): void;
}

function StepPanel({ c, orderKind, setOrderKind, token, setToken }: StepProps) {
  const { G, t, moves, actions, me } = c;
  const s = G.step;
  switch (s.kind) {
    case 'faction':
      return (
        <>
          <p>{t('doFaction')}</p>
          <div className="pb-buttons">
            {argsOf(actions, 'chooseFaction').map(([f]) => (
              <button key={f as string} type="button" onClick={() => moves.chooseFaction(f)} style={{ borderColor: FACTION_INFO[f as FactionId].color }}>
                {c.faction(f as FactionId)}
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
              <button key={g as string} type="button" onClick={() => moves.chooseGovernment(g)}>
                {c.L(GOVERNMENT_NAMES[g as Government])}
              </button>
            ))}
          </div>
        </>
      );
    case 'demobilise':
      return <Demobilise c={c} />;
    case 'orders': {
      const placements = argsOf(actions, 'placeOrder') as [ProvinceId, RealOrder][];
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
              <button key={p as string} type="button" onClick={() => moves.chooseResolver(p)}>
                {c.seatName(p as PlayerID)}
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
              <button key={n as number} type="button" onClick={() => moves.commitTactics(n)}>
                {t('commit', { n: n as number })}
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
                {p === null ? t('stay') : t('retreatTo', { province: c.province(p as ProvinceId), where: c.where(p as ProvinceId) })}
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

function Demobilise({ c }: { c: Ctx }) {
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

const unitKey = (u: Unit): TextKey => (u === 's' ? 'soldier' : u === 'a' ? 'archer' : 'cavalry');

/** "2 soldiers + 1 archer": each kind once, with its number, in the order of UNITS (or of CARDS). */
function counted<K extends string>(order: readonly K[], items: readonly K[], say: (k: K, n: number) => string, separator = ' + '): string {
  return order
    .map((k) => [k, items.filter((x) => x === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => say(k, n))
    .join(separator);
}

function Resolve({ c, token, setToken }: { c: Ctx; token: ProvinceId | null; setToken(p: ProvinceId | null): void }) {
  const { G, t, me, actions, moves } = c;
  const byToken = new Map<ProvinceId, Choice[]>();
  for (const [p, choice] of argsOf(actions, 'resolveOrder') as [ProvinceId, Choice][]) {
    byToken.set(p, [...(byToken.get(p) ?? []), choice]);
  }
  const own = G.players[me!] as PlayerPrivate;
  const current = token && byToken.has(token) ? token : null;
  return (
    <>
      <p>{t('doResolve')}</p>
      <p className="pb-hint">{t('pickToken')}</p>
      <div className="pb-buttons">
        {[...byToken.keys()].map((p) => (
          <button key={p} type="button" className={p === current ? 'primary' : undefined} onClick={() => setToken(p)}>
            {t('labelled', { label: c.province(p), value: t(`order_${own.orders[p]}` as TextKey) })}
          </button>
        ))}
      </div>
      {current && (
        <div className="pb-buttons pb-column">
          {own.orders[current] === 'move' && <MovePicker c={c} from={current} />}
          {byToken
            .get(current)!
            .filter((choice) => choice.kind !== 'move')
            .map((choice, i) => (
              <button key={i} type="button" onClick={() => moves.resolveOrder(current, choice)}>
                {describe(c, choice)}
              </button>
            ))}
        </div>
      )}
    </>
  );
}

/** A Move order: any split of the army, then one of the destinations the rules allow for it. */
function MovePicker({ c, from }: { c: Ctx; from: ProvinceId }) {
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

function describe(c: Ctx, choice: Choice): string {
  const { t } = c;
  switch (choice.kind) {
    case 'pass':
      return t('pass');
    case 'recruit':
      return t('raise', { units: counted(UNITS, choice.units, (unit, n) => t('troop', { unit, n })) });
    case 'train':
      return t('take', { cards: counted(CARDS, choice.cards, (k, n) => t('cardsOf', { n, card: t(`card_${k}` as TextKey) })) });
    case 'economy':
      return t('collect');
    case 'move':
      return t('moveTo', { province: c.province(choice.to), where: c.where(choice.to) });
    case 'influence':
      return t(`use_${choice.use}` as TextKey, { province: c.province(choice.target), where: c.where(choice.target), faction: choice.victim ? c.faction(choice.victim) : '' });
  }
}

function Diplomacy({ c }: { c: Ctx }) {
  const { G, t, me, actions, moves } = c;
  const f = factionOf(G, me!)!;
  const [warTarget, setWarTarget] = useState<string>('');
  const wars = argsOf(actions, 'declareWar').map(([x]) => x as FactionId);
  const target = wars.includes(warTarget as FactionId) ? warTarget : wars[0] ?? '';
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
          button(`p${to}${kind}`, t('labelled', { label: t(kind === 'alliance' ? 'proposeAlliance' : 'proposePeace'), value: c.seatName(to as PlayerID) }), () =>
            moves.proposeTreaty(to, kind),
          ),
        )}
        {argsOf(actions, 'acceptTreaty').map(([from, kind]) =>
          button(`a${from}${kind}`, t(kind === 'alliance' ? 'acceptAlliance' : 'acceptPeace', { name: c.seatName(from as PlayerID) }), () => moves.acceptTreaty(from, kind)),
        )}
        {argsOf(actions, 'neutralPeace').map(([x]) => button(`np${x}`, t('peaceWith', { faction: c.faction(x as FactionId) }), () => moves.neutralPeace(x)))}
      </div>
      <h4>{t('gifts')}</h4>
      {others.map((to) => (
        <GiftForm key={to} c={c} to={to} />
      ))}
      <h4>{t('spies')}</h4>
      <div className="pb-buttons pb-small-buttons">
        {argsOf(actions, 'spy').map(([p]) => button(`s${p}`, t('spyOn', { where: c.where(p as ProvinceId) }), () => moves.spy(p)))}
        {argsOf(actions, 'sabotage').map(([p]) => button(`b${p}`, t('sabotageIn', { where: c.where(p as ProvinceId) }), () => moves.sabotage(p)))}
      </div>
      <h4>{t('neutrals')}</h4>
      <div className="pb-buttons pb-small-buttons">
        {argsOf(actions, 'improveRelation').map(([n]) =>
          button(`i${n}`, t('labelled', { label: c.faction(n as FactionId), value: t('improve', { cost: relationCost(G, f, true) }) }), () =>
            moves.improveRelation(n),
          ),
        )}
        {argsOf(actions, 'worsenRelation').map(([n, x]) =>
          button(
            `w${n}${x}`,
            t('labelled', { label: c.faction(n as FactionId), value: x === f ? t('worsenSelf') : t('worsen', { faction: c.faction(x as FactionId), cost: relationCost(G, f, false) }) }),
            () => moves.worsenRelation(n, x),
          ),
        )}
      </div>
      {actions.some((a) => a.move === 'askNeutral') && (
        <>
          <h4>{t('askTitle')}</h4>
          <div className="pb-buttons pb-small-buttons">
            {argsOf(actions, 'askNeutral').map(([n, from, to]) =>
              button(
                `n${n}${from}${to}`,
                t('askMove', { neutral: c.faction(n as FactionId), from: c.province(from as ProvinceId), to: c.province(to as ProvinceId) }),
                () => moves.askNeutral(n, from, to),
              ),
            )}
          </div>
        </>
      )}
    </>
  );
}

function GiftForm({ c, to }: { c: Ctx; to: PlayerID }) {
  const { G, t, me, moves } = c;
  const [gift, setGift] = useState<Gift>({ gold: 0, tactics: 0, spy: 0, sabotage: 0, march: 0 });
  const ok = canGive(G, me!, to, gift);
  const field = (key: keyof Gift, label: string) => (
    <label key={key}>
      {label}{' '}
      <input type="number" min={0} value={gift[key]} onChange={(e) => setGift({ ...gift, [key]: Math.max(0, Number(e.target.value) || 0) })} />{' '}
    </label>
  );
  return (
    <div className="pb-gift">
      {field('gold', t('gold'))}
      {CARDS.map((k: Card) => field(k, t(`card_${k}` as TextKey)))}
      <button type="button" disabled={!ok} onClick={() => moves.give(to, gift)}>
        {t('giveTo', { name: c.seatName(to) })}
      </button>
    </div>
  );
}

// ------------------------------------------------------------------ what everyone sees

function BattleInfo({ c }: { c: Ctx }) {
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

function PlayersPanel({ c, touched }: { c: Ctx; touched: Touched }) {
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

function LadderPanel({ c }: { c: Ctx }) {
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

/** Any province's details, from a click on the map or, without a pointer, from the list. */
function ProvinceDetails({ c, p, onPick }: { c: Ctx; p: ProvinceId | null; onPick(p: ProvinceId | null): void }) {
  return (
    <>
      <label className="pb-province-picker">
        {c.t('showProvince')}{' '}
        <select value={p ?? ''} onChange={(e) => onPick((e.target.value || null) as ProvinceId | null)} data-testid="pb-province-picker">
          <option value="">{c.t('choose')}</option>
          {[...PROVINCES]
            .sort((a, b) => c.province(a).localeCompare(c.province(b)))
            .map((q) => (
              <option key={q} value={q}>
                {c.province(q)}
              </option>
            ))}
        </select>
      </label>
      <ProvinceFacts c={c} p={p} />
    </>
  );
}

function ProvinceFacts({ c, p }: { c: Ctx; p: ProvinceId | null }) {
  const { G, t, L } = c;
  if (!p) return <p className="pb-hint">{t('pickProvince')}</p>;
  const info = PROVINCE_INFO[p];
  const owner = G.owner[p];
  const cap = capitalFaction(p);
  const token = G.tokens[p];
  const tokenFaction = token !== undefined ? G.seats[token] : null;
  const ownKind = c.me !== null && token === c.me && isFullPlayer(G.players[c.me]) ? G.players[c.me].orders[p] : undefined;
  const shown = ownKind ?? G.revealed[p];
  const holdings = (h: Partial<Record<PlayerFaction, number>> | undefined) =>
    Object.entries(h ?? {})
      .map(([f, n]) => `${c.faction(f as FactionId)} ${n}`)
      .join(', ');
  return (
    <div className="pb-details">
      <strong>{c.province(p)}</strong>
      {info.terrain === 'mountain' && <> · {t('mountain')}</>}
      <div>
        {t('labelled', { label: t('owner'), value: owner ? c.faction(owner) : t('freeLand') })}
      </div>
      {cap && info.capital && <div>{t('capitalOf', { faction: c.faction(cap), city: L(info.capital) })}</div>}
      {info.tradeCentre && <div>{t('tradeCentre', { city: L(info.tradeCentre) })}</div>}
      {linkedCentres(p).length > 0 && <div>{t('linked', { list: linkedCentres(p).map(c.province).join(', ') })}</div>}
      {(G.armies[p] ?? []).length > 0 && (
        <div>
          {t('labelled', {
            label: t('armies'),
            value: (G.armies[p] ?? [])
              .map((a) => {
                const pieces = UNITS.flatMap((u) => Array<Unit>(a[u]).fill(u));
                return `${c.faction(a.f)} — ${counted(UNITS, pieces, (unit, n) => t('troop', { unit, n }), ', ')}`;
              })
              .join(' / '),
          })}
        </div>
      )}
      {G.religion[p] && (
        <div>
          {t('labelled', { label: t('religion'), value: holdings(G.religion[p]) })}
        </div>
      )}
      {G.trade[p] && (
        <div>
          {t('labelled', { label: t('trade'), value: holdings(G.trade[p]) })}
        </div>
      )}
      {tokenFaction && (
        <div>
          {t('labelled', { label: t('token', { faction: c.faction(tokenFaction) }), value: shown ? t(`order_${shown}` as TextKey) : t('faceDown') })}
        </div>
      )}
    </div>
  );
}
