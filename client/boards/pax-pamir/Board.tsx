/**
 * The Pax Pamir board. It renders the player's view and calls moves; every clickable item comes from the
 * rules' one generator of legal choices (games/pax-pamir/rules/legal.ts), so nothing illegal is offered.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { courtCard, type CardId } from '../../../games/pax-pamir/data/cards';
import { COALITIONS, GIFT_COSTS, type Border } from '../../../games/pax-pamir/data/map';
import { courtLimit, handLimit, influence } from '../../../games/pax-pamir/rules/court';
import { dominanceMargin } from '../../../games/pax-pamir/rules/dominance';
import { actor, discardNeed, topTask } from '../../../games/pax-pamir/rules/tasks';
import { legalChoices, type Choice, type Phase } from '../../../games/pax-pamir/rules/legal';
import { buyCost } from '../../../games/pax-pamir/rules/market';
import { blocksInPlay, cylinderSupply } from '../../../games/pax-pamir/rules/pieces';
import { seats, type PlayerID, type ReadState, type Side } from '../../../games/pax-pamir/rules/state';
import { bribeToPlay } from '../../../games/pax-pamir/rules/turn';
import { hostageBribe } from '../../../games/pax-pamir/rules/actions';
import type { CardAction } from '../../../games/pax-pamir/data/court-cards';
import type { PaxView } from '../../../games/pax-pamir/view';
import { CourtActions, StepPrompt, TargetPicker } from './ActionsView';
import { CardView } from './CardView';
import { COALITION_COLORS, COALITION_INK, playerColor } from './colors';
import { borderName, sourceLabel, type Translate } from './labels';
import { lastMoveTouched, type Touched } from './last-move';
import { MapView } from './MapView';
import { EndPanel, ScoreTrack } from './ScoreTrack';
import { useWakhanName, WakhanPanel } from './WakhanView';
import { useTranslate } from './use-translate';
import { SeatsToTakePrompt, useSeatsToTake } from '../seats-to-take';
import './board.css';

type Of<M extends Choice['move']> = Extract<Choice, { move: M }>;
const only = <M extends Choice['move']>(choices: Choice[], move: M) => choices.filter((c): c is Of<M> => c.move === move);

export default function PaxPamirBoard({ G, ctx, moves, playerID, matchData, log }: BoardProps<PaxView>) {
  const tr = useTranslate();
  const { t, court } = tr;
  const state = G as unknown as ReadState;
  const me = playerID ?? null;
  const over = ctx.gameover !== undefined;
  // no move while seats wait for players
  const seatsToTake = useSeatsToTake();
  const playing = me !== null && !over && seatsToTake.length === 0;

  // what the last move touched, marked on the board (its sentences are in the match log)
  const touched = useMemo(() => lastMoveTouched(log), [log]);
  const choices = useMemo(
    () => (playing ? legalChoices(state, ctx.phase as Phase, ctx.currentPlayer, me) : []),
    [state, ctx.phase, ctx.currentPlayer, me, playing],
  );
  const [selected, setSelected] = useState<CardId | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ card: CardId; action: CardAction } | null>(null);
  useEffect(() => {
    setSelected(null);
    setSource(null);
    setPicked(null);
  }, [G]);

  const wakhanName = useWakhanName();
  const names = (id: PlayerID) => {
    if (G.wakhan?.player === id) return wakhanName;
    const name = matchData?.find((m) => String(m.id) === id)?.name;
    const label = name ?? t('seat', { n: Number(id) + 1 });
    return id === me ? `${label} (${t('you')})` : label;
  };

  // What is clickable, from the legal choices.
  const buys = new Map(only(choices, 'buy').map((c) => [`${c.args[0]},${c.args[1]}`, c]));
  // PAMIR-CLEANUP-3: rupees a discarded event left on its empty position, until a card takes it
  const stray = new Map<string, number>();
  for (const pending of state.pending) if (pending.kind === 'market') for (const s of pending.stray ?? []) stray.set(`${s.row},${s.col}`, s.rupees);
  const plays = only(choices, 'play');
  const discards = new Set(only(choices, 'discard').map((c) => c.args[0]));
  const places = only(choices, 'place');
  const task = topTask(state);
  const placingIcon = places.length === 0 ? null : task?.kind === 'impact' ? courtCard(task.card).impact[task.step] : task?.kind === 'insurrection' ? 'army' : null;
  const sources = [...new Set(places.map((c) => c.args[1]))];
  const pickingSource = places.length > 0 && sources.some((s) => s !== null) && source === null;
  const targets = places.filter((c) => !pickingSource && c.args[1] === (sources.some((s) => s !== null) ? source : null));
  const borderTargets = new Map<Border, { label: string; onClick: () => void }>();
  const cardTargets = new Map<CardId, () => void>();
  for (const c of targets) {
    const [to, from] = c.args;
    if (typeof to === 'string') borderTargets.set(to, { label: borderName(to, t), onClick: () => moves.place(to, from) });
    else if (typeof to === 'number') cardTargets.set(to, () => moves.place(to, from));
  }

  const cardAction = (card: CardId, owner: PlayerID | null): { label: string; onClick: () => void } | undefined => {
    const target = cardTargets.get(card);
    if (target) return { label: t('chooseSpyCard'), onClick: target };
    if (owner === me && discards.has(card)) return { label: t('discardCard', { card: court(card) }), onClick: () => moves.discard(card) };
    if (owner === me && plays.some((c) => c.args[0] === card)) {
      return { label: t('playCard', { card: court(card) }), onClick: () => setSelected(selected === card ? null : card) };
    }
    return undefined;
  };

  return (
    <div className="pax-pamir">
      <Prompt {...tr} G={state} ctx={ctx} me={me} names={names} choices={choices} moves={moves} over={over}>
        {selected !== null && (
          <PlayOptions {...tr} G={state} me={me!} card={selected} plays={plays} names={names} onPlay={(side, offer) => moves.play(selected, side, offer)} onCancel={() => setSelected(null)} />
        )}
        {picked !== null && me !== null && (
          <TargetPicker {...tr} G={state} me={me} card={picked.card} action={picked.action} choices={choices} names={names} moves={moves} onCancel={() => setPicked(null)} />
        )}
        {task && <StepPrompt {...tr} G={state} task={task} choices={choices} names={names} moves={moves} />}
        {placingIcon && (
          <div className="pp-prompt-line">
            {task?.kind === 'impact' ? t('placePrompt', { card: court(task.card), piece: t(placingIcon as 'army') }) : t('insurrectionPrompt')}{' '}
            {pickingSource ? t('chooseSource') : borderTargets.size > 0 ? t('chooseBorder') : t('chooseSpyCard')}
            {pickingSource &&
              sources.map((s) => {
                const forSource = places.filter((c) => c.args[1] === s);
                return (
                  <button
                    key={String(s)}
                    type="button"
                    onClick={() => (forSource.length === 1 ? moves.place(forSource[0].args[0], s) : setSource(s))}
                  >
                    {sourceLabel(s, tr)}
                  </button>
                );
              })}
          </div>
        )}
      </Prompt>

      <div className="pp-layout">
        <section className="pp-overview">
          {!over && <ScoreTrack {...tr} G={state} names={names} />}
          <div className="pp-status-row">
            <span className={`pp-favored pp-suit-${state.favored}`}>
              {t('favoredLine', { suit: t(state.favored) })}
            </span>
            <span>{t('deck', { n: G.deckSize })}</span>
            <span>{t('discardPile', { n: state.discard.length })}</span>
            {COALITIONS.map((c) => (
              <span key={c} className="pp-blocks" style={{ borderColor: COALITION_COLORS[c] }}>
                {t('blocksLeft', { coalition: t(c), n: blocksInPlay(state, c) })}
              </span>
            ))}
          </div>
        </section>
        <section className="pp-board-area">
          <MapView {...tr} G={state} names={names} borderTargets={borderTargets} touched={touched} />
        </section>

        <section className="pp-players" aria-label={t('players')}>
          <WakhanPanel {...tr} G={G} names={names} />
          {seats(state).map((id) => (
            <PlayerPanel
              key={id}
              {...tr}
              G={G}
              id={id}
              names={names}
              current={id === ctx.currentPlayer}
              touched={touched}
              cardAction={(card) => cardAction(card, id)}
              cardButtons={
                id === me && !task && ctx.phase === 'play'
                  ? (card) => (
                      <CourtActions {...tr} G={state} me={me} card={card} choices={choices} names={names} moves={moves} onPick={(c, action) => setPicked({ card: c, action })} />
                    )
                  : undefined
              }
            />
          ))}
        </section>
        <section className="pp-market-area">
          <h3>{t('market')}</h3>
          <div className="pp-market-scroll">
            <div className="pp-market">
              {state.market.map((row, r) =>
                row.map((slot, col) => {
                  const buy = buys.get(`${r},${col}`);
                  const last = touched.market.has(`${r},${col}`);
                  const cost = slot ? buyCost(state, me ?? '0', r, col) : 0;
                  const extra = slot ? [t('cardCost', { n: cost }), ...(slot.rupees > 0 ? [t('rupeesOn', { n: slot.rupees })] : [])] : [];
                  return (
                    <div key={`${r}-${col}`} className={`${col >= 3 ? 'pp-tip-leftward ' : ''}pp-market-cell${last ? ' pp-last-move' : ''}`} style={{ gridRow: r + 1, gridColumn: col + 1 }}>
                      {last && <span className="pp-sr-only">{t('lastMove')}</span>}
                      {slot ? (
                        <CardView
                          {...tr}
                          card={slot.card}
                          compact
                          extra={extra}
                          margin={dominanceMargin(state)}
                          action={buy ? { label: t('buyFor', { n: cost }), onClick: () => moves.buy(r, col) } : undefined}
                        >
                          <div className="pp-market-foot" aria-hidden="true">
                            <span>{t('cost', { n: cost })}</span>
                            {slot.rupees > 0 && <span className="pp-rupees">{t('rupeesOn', { n: slot.rupees })}</span>}
                          </div>
                        </CardView>
                      ) : (
                        <div className="pp-empty-slot">
                          {t('column', { n: col + 1 })}
                          {stray.has(`${r},${col}`) && <span className="pp-rupees">{t('rupeesOn', { n: stray.get(`${r},${col}`)! })}</span>}
                        </div>
                      )}
                    </div>
                  );
                }),
              )}
            </div>
          </div>
        </section>
        <Checks {...tr} G={state} names={names} />
        {me !== null && G.players[me] && (
          <section className="pp-hand">
            <h3>
              {t('hand')} — {t('handLimit', { n: G.players[me].hand?.length ?? 0, max: handLimit(state, me) })}
            </h3>
            <div className="pp-cards">
              {(G.players[me].hand ?? []).length === 0 && <p>{t('emptyHand')}</p>}
              {(G.players[me].hand ?? []).map((card) => (
                <CardView key={card} {...tr} card={card} selected={selected === card} lastMove={touched.cards.has(card)} action={cardAction(card, me)} />
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

interface PromptProps extends Translate {
  G: ReadState;
  ctx: BoardProps<PaxView>['ctx'];
  me: PlayerID | null;
  names: (id: PlayerID) => string;
  choices: Choice[];
  moves: BoardProps<PaxView>['moves'];
  over: boolean;
  children?: ReactNode;
}

/** What the game waits for, and the buttons of the choices that are not a click on the board. */
function Prompt({ G, ctx, me, names, choices, moves, over, children, t, title, court }: PromptProps) {
  const seatsToTake = useSeatsToTake();
  if (over) return <EndPanel t={t} title={title} court={court} G={G} names={names} />;
  if (seatsToTake.length > 0) return <SeatsToTakePrompt seats={seatsToTake} className="pp-prompt" />;
  const waitingFor = ctx.phase === 'loyalty' ? ctx.currentPlayer : actor(G, ctx.currentPlayer);
  if (choices.length === 0) {
    return (
      <div className="pp-prompt" role="status">
        {t('waitingFor', { name: names(waitingFor) })} {me === null && t('spectator')}
      </div>
    );
  }
  const task = topTask(G);
  const loyalty = only(choices, 'chooseLoyalty');
  const bribe = only(choices, 'answerBribe');
  return (
    <div className="pp-prompt pp-mine" role="status">
      {loyalty.length > 0 && (
        <div className="pp-prompt-line">
          {t('chooseLoyaltyPrompt')}{' '}
          {loyalty.map((c) => (
            <button key={c.args[0]} type="button" style={{ borderColor: COALITION_COLORS[c.args[0]] }} onClick={() => moves.chooseLoyalty(c.args[0])}>
              {t('chooseLoyalty', { coalition: t(c.args[0]) })}
            </button>
          ))}
        </div>
      )}
      {bribe.length > 0 && task?.kind === 'bribe' && (
        <div className="pp-prompt-line">
          {t(task.action ? 'hostagePrompt' : 'bribePrompt', {
            name: names(task.payer),
            offer: task.offer,
            full: task.action ? hostageBribe(G, task.payer, task.card).amount : bribeToPlay(G, task.payer, task.card).amount,
            card: court(task.card),
          })}{' '}
          <button type="button" onClick={() => moves.answerBribe(true)}>
            {t('accept')}
          </button>
          <button type="button" onClick={() => moves.answerBribe(false)}>
            {t('refuse')}
          </button>
        </div>
      )}
      {task?.kind === 'discard' && (
        <div className="pp-prompt-line">
          {t(task.from === 'court' ? 'discardCourtPrompt' : task.from === 'hand' ? 'discardHandPrompt' : task.from === 'one' ? 'discardOnePrompt' : 'discardAnyPrompt', {
            n: discardNeed(G, task),
          })}
        </div>
      )}
      {!task && ctx.phase === 'play' && (
        <div className="pp-prompt-line">
          {t('yourTurn', { n: G.turn.actions })} {only(choices, 'buy').length > 0 && t('buyHint')} {only(choices, 'play').length > 0 && t('playHint')}{' '}
          {(only(choices, 'action').length > 0 || only(choices, 'blackmail').length > 0) && t('actionsHint')}{' '}
          {only(choices, 'endActions').length > 0 && (
            <button type="button" onClick={() => moves.endActions()}>
              {t('endActions')}
            </button>
          )}
        </div>
      )}
      {children}
    </div>
  );
}

interface PlayOptionsProps extends Translate {
  G: ReadState;
  me: PlayerID;
  card: CardId;
  plays: Of<'play'>[];
  names: (id: PlayerID) => string;
  onPlay(side: Side, offer: number): void;
  onCancel(): void;
}

/** The ways to play the selected card: side of the court, and the bribe offer when one is owed. */
function PlayOptions({ G, me, card, plays, names, onPlay, onCancel, t, court }: PlayOptionsProps) {
  const options = plays.filter((c) => c.args[0] === card);
  const offers = [...new Set(options.map((c) => c.args[2]))].sort((a, b) => b - a);
  const bribe = bribeToPlay(G, me, card);
  return (
    <div className="pp-prompt-line pp-play-options">
      <strong>{t('playCard', { card: court(card) })}</strong>
      {offers.map((offer) => (
        <div key={offer}>
          {bribe.to === null
            ? t('noBribe')
            : offer === bribe.amount
              ? t('bribeFull', { n: offer, name: names(bribe.to) })
              : t('bribeOffer', { n: offer, full: bribe.amount, name: names(bribe.to) })}{' '}
          {options
            .filter((c) => c.args[2] === offer)
            .map((c) => (
              <button key={c.args[1]} type="button" onClick={() => onPlay(c.args[1], offer)}>
                {t(c.args[1] === 'left' ? 'playLeft' : 'playRight')}
              </button>
            ))}
        </div>
      ))}
      <button type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

interface PlayerPanelProps extends Translate {
  G: PaxView;
  id: PlayerID;
  names: (id: PlayerID) => string;
  current: boolean;
  /** What the last move touched (this seat, its court cards). */
  touched: Touched;
  cardAction: (card: CardId) => { label: string; onClick: () => void } | undefined;
  /** The action buttons under a court card (the player's own court on their turn). */
  cardButtons?: (card: CardId) => ReactNode;
}

/** A player: loyalty dial (coalition, gifts, prizes, influence), rupees, score, supply and court. */
function PlayerPanel({ G, id, names, current, touched, cardAction, cardButtons, t, title, court }: PlayerPanelProps) {
  const state = G as unknown as ReadState;
  const p = G.players[id];
  return (
    <article className={`pp-player${current ? ' pp-current' : ''}${touched.seats.has(id) ? ' pp-last-move' : ''}`} style={{ borderColor: playerColor(id) }}>
      <h3 style={{ color: playerColor(id) }}>
        {names(id)}
        {touched.seats.has(id) && <span className="pp-sr-only"> ({t('lastMove')})</span>}
      </h3>
      <div className="pp-dial" style={p.loyalty ? { background: COALITION_COLORS[p.loyalty], color: COALITION_INK[p.loyalty] } : undefined}>
        {t('loyaltyLine', { coalition: p.loyalty ? t(p.loyalty) : G.wakhan?.player === id ? t('allLoyalties') : t('noLoyalty') })} ·{' '}
        {t('influence', { n: influence(state, id) })}
      </div>
      <div className="pp-facts">
        <span>{t('score', { n: p.score })}</span>
        <span>{t('rupees', { n: p.rupees })}</span>
        <span>{t('handSize', { n: p.handSize })}</span>
        <span>{t('cylinders', { n: cylinderSupply(state, id) })}</span>
      </div>
      <div className="pp-facts">
        {t('giftsLabel')}{' '}
        {p.gifts.map((gift, space) => (
          <span key={space} className={`pp-gift${gift ? ' pp-gift-on' : ''}`} title={t('giftSpace', { n: GIFT_COSTS[space] })} style={gift ? { background: playerColor(id) } : undefined}>
            {GIFT_COSTS[space]}
          </span>
        ))}
      </div>
      <div className="pp-facts">
        {t('prizesLine', { list: p.prizes.length === 0 ? t('none') : p.prizes.map((card) => `${court(card)} (${t(courtCard(card).prize ?? 'afghan')})`).join(', ') })}
      </div>
      <h4>{t('courtLimit', { n: p.court.length, max: courtLimit(state, id) })}</h4>
      <div className="pp-cards">
        {p.court.length === 0 && <p>{t('emptyCourt')}</p>}
        {p.court.map((slot) => (
          <div key={slot.card} className="pp-court-slot">
            <CardView t={t} title={title} court={court} card={slot.card} spies={slot.spies} names={names} compact lastMove={touched.cards.has(slot.card)} action={cardAction(slot.card)} />
            {cardButtons?.(slot.card)}
          </div>
        ))}
      </div>
    </article>
  );
}

/** The history of the Dominance Checks. */
function Checks({ G, names, t }: { G: ReadState; names: (id: PlayerID) => string } & Translate) {
  return (
    <div className="pp-checks">
      <h3>{t('checks')}</h3>
      {G.checks.length === 0 && <p>{t('noChecks')}</p>}
      <ol>
        {G.checks.map((check, i) => (
          <li key={i}>
            {check.dominant ? t('checkSuccess', { n: i + 1, coalition: t(check.dominant) }) : t('checkFailure', { n: i + 1 })}{' '}
            {check.final && t('checkFinal')}{' '}
            {Object.entries(check.points)
              .filter(([, n]) => n > 0)
              .map(([id, n]) => t('pointsOf', { name: names(id), n }))
              .join(', ')}
          </li>
        ))}
      </ol>
    </div>
  );
}

