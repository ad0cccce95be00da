/**
 * PAX board: Rome's power, the legions with their groups, every play area by category, the viewer's hand
 * and Aurei, and exactly the decision the viewer has now; every face-up card explains its category
 * (ExplainedCard.tsx). Legal choices, costs and income come from the
 * game's rules; the board decides nothing.
 */
import { createContext, useContext } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { cardFace, type CardId, type Category } from '../../../games/pax/data/cards';
import { ALTERNATIVE_AUREI } from '../../../games/pax/data/setup';
import { legalActions, type Action, type Phase } from '../../../games/pax/rules/actions';
import { buyCost } from '../../../games/pax/rules/buy';
import { keepWaitsForLastDraw, religionAtOnce } from '../../../games/pax/rules/draw';
import { income } from '../../../games/pax/rules/income';
import { nextPlayCost, play } from '../../../games/pax/rules/play';
import { categoriesInPlay, type FinalResult } from '../../../games/pax/rules/scoring';
import { cardsOf, strength, symbols, totalValue } from '../../../games/pax/rules/symbols';
import { buyDiscount } from '../../../games/pax/rules/powers';
import { legionOf, type PaxState } from '../../../games/pax/rules/types';
import { viewerState, type PaxView } from '../../../games/pax/view';
import { joinNames } from '../../format';
import { SeatsToTakePrompt, useSeatsToTake } from '../seats-to-take';
import { useT } from '../../i18n';
import { actChoices, actPrompt, noBuyReason, noPlayReason, placeKinds, type ActChoices } from './choices';
import { EndPanel } from './EndPanel';
import { ExplainedCard } from './ExplainedCard';
import { legionNumber } from './labels';
import { lastMoveTouches, type LastMove } from './last-move';
import { texts, type TextKey } from './texts';
import './board.css';

type Props = BoardProps<PaxView>;
type Translate = (key: TextKey, params?: Record<string, string | number>) => string;

/** What the last move touched (last-move.ts), for every part of the board to mark. */
const LastMoveContext = createContext<LastMove>({ players: [], legions: [], cards: [], rome: false });

/** The mark of what the last move touched: a class to see it, words for screen readers. */
const lastClass = (touched: boolean) => (touched ? ' px-last' : '');

function LastMoveHint({ t }: { t: Translate }) {
  return <span className="visually-hidden"> {t('lastMove')}</span>;
}

function Card({ card, t }: { card: CardId; t: Translate }) {
  const face = cardFace(card);
  const last = useContext(LastMoveContext).cards.includes(card);
  return (
    <ExplainedCard face={face} className={`px-card px-${face.category}${lastClass(last)}`} t={t}>
      <span className="px-card-name">{t(face.category)}</span>
      <span className="px-card-symbols" aria-hidden="true">
        {'●'.repeat(face.symbols)}
      </span>
      <span className="visually-hidden"> {t('symbols', { n: face.symbols })}, </span>
      <span className="px-card-value" aria-hidden="true">
        {face.value}
      </span>
      <span className="visually-hidden">{t('value', { n: face.value })}</span>
      {last && <LastMoveHint t={t} />}
    </ExplainedCard>
  );
}

function CardBack({ t }: { t: Translate }) {
  return (
    <span className="px-card px-back">
      <span aria-hidden="true">?</span>
      <span className="visually-hidden">{t('faceDown')}</span>
    </span>
  );
}

/** Symbols per category, with the Fleet/Army bonus shown. */
function Power({ cards, categories, t }: { cards: readonly CardId[]; categories: readonly Category[]; t: Translate }) {
  return (
    <table className="px-power">
      <tbody>
        {categories.map((category) => {
          const total = strength(cards, category);
          const bonus = total - symbols(cards, category);
          return (
            <tr key={category} className={total === 0 ? 'px-zero' : undefined}>
              <th className={`px-${category}`}>{t(category)}</th>
              <td>
                {total}
                {bonus > 0 && <small> ({t('bonus', { n: bonus })})</small>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RomePanel({ G, over, t }: { G: PaxView; over: boolean; t: Translate }) {
  const categories = categoriesInPlay(G.expansion);
  const last = useContext(LastMoveContext).rome;
  return (
    <section className={`px-panel px-rome${lastClass(last)}`}>
      <h3>
        {t('romePower')}
        {last && <LastMoveHint t={t} />}
      </h3>
      <Power cards={G.romeSeen ? [...G.rome, ...G.romeSeen] : G.rome} categories={categories} t={t} />
      <h4>{over ? t('romeRevealed') : G.romeSeen ? t('romeSeen') : t('romeFaceDown')}</h4>
      <div className="px-cards">
        {G.romeSeen
          ? G.romeSeen.map((card) => <Card key={card} card={card} t={t} />)
          : Array.from({ length: G.romeHiddenCount }, (_, i) => <CardBack key={i} t={t} />)}
      </div>
      <h4>{t('romeOpen')}</h4>
      <div className="px-cards">
        {G.rome.length === 0 ? <span className="px-muted">{t('empty')}</span> : G.rome.map((card) => <Card key={card} card={card} t={t} />)}
      </div>
    </section>
  );
}

/** A legion's group, with its price in words when the viewer may buy it now (PAX-BUY-1, PAX-POWER-5). */
function BuyButton({ state, me, legion, moves, t }: { state: PaxState; me: string; legion: number; moves: Props['moves']; t: Translate }) {
  const cost = buyCost(state, me, legion);
  const discount = buyDiscount(state.areas[me]);
  return (
    <p className="px-buy">
      <button type="button" className="px-action px-confirm" onClick={() => moves.buy(legion)}>
        {t('buyFor', { n: cost })}
        <span className="visually-hidden"> ({t('legion', { n: legionNumber(legion) })})</span>
      </button>
      {discount > 0 && (
        <small className="px-muted"> {t('buyDiscount', { printed: totalValue(state.legions[legion]), discount: Math.min(discount, totalValue(state.legions[legion])) })}</small>
      )}
    </p>
  );
}

function LegionsPanel({ G, state, me, choices, moves, t }: PanelProps) {
  const buyable = new Set(choices.buy);
  const touched = useContext(LastMoveContext).legions;
  return (
    <section className="px-panel">
      <h3>{t('legions')}</h3>
      <div className="px-legions">
        {G.legions.map((cards, legion) => (
          <div key={legion} className={`px-legion${lastClass(touched.includes(legion))}`}>
            <div className="px-legion-head">
              <b>{t('legion', { n: legionNumber(legion) })}</b>
              {touched.includes(legion) && <LastMoveHint t={t} />}{' '}
              <span className="px-muted">{cards.length === 0 ? t('empty') : t('groupWorth', { n: totalValue(cards) })}</span>
            </div>
            <div className="px-cards">
              {cards.map((card) => (
                <Card key={card} card={card} t={t} />
              ))}
            </div>
            {buyable.has(legion) && state && me !== null && <BuyButton state={state} me={me} legion={legion} moves={moves} t={t} />}
          </div>
        ))}
      </div>
    </section>
  );
}

function Area({ cards, categories, t }: { cards: readonly CardId[]; categories: readonly Category[]; t: Translate }) {
  const present = categories.filter((category) => cardsOf(cards, category) > 0);
  if (present.length === 0) return <p className="px-muted">{t('areaEmpty')}</p>;
  return (
    <div className="px-area">
      {present.map((category) => {
        const total = strength(cards, category);
        const bonus = total - symbols(cards, category);
        return (
          <div key={category} className="px-area-group">
            <div className={`px-area-head px-${category}`}>
              {t('areaHead', { category: t(category), summary: t('cardsSymbols', { cards: cardsOf(cards, category), symbols: symbols(cards, category) }) })}
              {bonus > 0 && <small> ({t('bonus', { n: bonus })})</small>}
            </div>
            <div className="px-cards">
              {cards
                .filter((card) => cardFace(card).category === category)
                .map((card) => (
                  <Card key={card} card={card} t={t} />
                ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function PlayersPanel({ G, names, t, ctx }: { G: PaxView; names: (id: string) => string; t: Translate; ctx: Props['ctx'] }) {
  const categories = categoriesInPlay(G.expansion);
  const touched = useContext(LastMoveContext).players;
  return (
    <section className="px-panel">
      <h3>{t('players')}</h3>
      <div className="px-players">
        {Object.keys(G.players).map((id) => {
          const seen = G.players[id];
          const active = ctx.activePlayers ? id in ctx.activePlayers : ctx.currentPlayer === id;
          return (
            <div key={id} className={`px-player${active && !ctx.gameover ? ' px-active' : ''}${lastClass(touched.includes(id))}`}>
              <div className="px-player-head">
                <b>{names(id)}</b>
                {touched.includes(id) && <LastMoveHint t={t} />}
                {G.firstPlayer === id && (
                  <span className="px-badge px-first" title={t('firstPlayerHint')}>
                    {t('firstPlayer')}
                  </span>
                )}
                {G.primus === id && (
                  <span className="px-badge px-primus" title={t('primusHint')}>
                    {t('primus')}
                  </span>
                )}
              </div>
              <div className="px-muted">
                {t('handCount', { n: seen.handCount })}
                {seen.drawnCount > 0 && <> · {t('drawnCount', { n: seen.drawnCount })}</>}
                {seen.coins !== undefined && <> · {t('aurei', { n: seen.coins })}</>}
              </div>
              <Area cards={G.areas[id]} categories={categories} t={t} />
            </div>
          );
        })}
      </div>
    </section>
  );
}

interface PanelProps {
  G: PaxView;
  state: PaxState | null;
  me: string | null;
  choices: ActChoices;
  moves: Props['moves'];
  t: Translate;
}

function destinationLabel(to: Action['args'][1], t: Translate): string {
  if (to === 'hand') return t('toHand');
  if (to === 'deck') return t('toDeck');
  if (to === 'play') return t('toPlay');
  const legion = legionOf(to);
  return t('toLegion', { n: legion === null ? '?' : legionNumber(legion) });
}

const PLACE_TEXT = { hand: 'placeHand', legion: 'placeLegion', deck: 'placeDeck', play: 'placePlay' } as const;

/** Drawn cards, each with the destinations the rules allow, and a sentence naming them. */
function Placement({ cards, actions, moves, t }: { cards: CardId[]; actions: Action[]; moves: Props['moves']; t: Translate }) {
  const kinds = placeKinds(actions);
  return (
    <div className="px-placement">
      <p className="px-muted" data-testid="pax-places">
        {t('drawPrompt', { places: joinNames(kinds.map((kind) => t(PLACE_TEXT[kind])), ` ${t('or')} `) })}
      </p>
      {cards.map((card) => (
        <div key={card} className="px-place-row">
          <Card card={card} t={t} />
          {actions
            .filter((a) => a.move === 'place' && a.args[0] === card)
            .map((a) => (
              <button key={String(a.args[1])} type="button" className="px-action px-place" onClick={() => moves.place(card, a.args[1])}>
                {destinationLabel(a.args[1], t)}
              </button>
            ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The act step: a sentence naming exactly the legal kinds of choice, why buying is not offered when it is
 * not, each card of the hand with its price and the income that would follow, and the end of the turn
 * with its income (PAX-BUY-*, PAX-PLAY-1, PAX-INCOME-*).
 */
function ActStep({ state, me, choices, moves, t }: { state: PaxState; me: string; choices: ActChoices; moves: Props['moves']; t: Translate }) {
  const hand = state.players[me].hand;
  const coins = state.players[me].coins;
  const cost = nextPlayCost(state, me);
  const noBuy = noBuyReason(state, choices);
  return (
    <div>
      <p data-testid="pax-act-prompt">
        <b>{t(actPrompt(choices))}</b>
      </p>
      {noBuy && <p className="px-muted">{t(noBuy)}</p>}
      {hand.length > 0 && (
        <>
          <p>{t('nextCost', { n: cost })}</p>
          <ul className="px-play-list">
            {hand.map((card) => {
              const why = noPlayReason(state, me, card, choices);
              return (
                <li key={card} className="px-play-row">
                  <Card card={card} t={t} />
                  {choices.play.includes(card) ? (
                    <button type="button" className="px-action px-play" onClick={() => moves.play(card)}>
                      {t('playCard', { card: t(cardFace(card).category), cost, income: income(play(state, me, card), me).amount })}
                    </button>
                  ) : (
                    why && <span className="px-muted">{why === 'noPlayCoins' ? t('noPlayCoins', { cost, coins }) : t('noPlayLimit')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {choices.endTurn && (
        <p>
          <button type="button" className="px-action px-confirm" onClick={() => moves.endTurn()}>
            {t('endTurn', { n: income(state, me).amount })}
          </button>
        </p>
      )}
    </div>
  );
}

function Prompt({ props, state, actions, names, t }: { props: Props; state: PaxState | null; actions: Action[]; names: (id: string) => string; t: Translate }) {
  const { G, ctx, moves, playerID } = props;
  const seatsToTake = useSeatsToTake();
  if (ctx.gameover) return null;
  if (seatsToTake.length > 0) return <SeatsToTakePrompt seats={seatsToTake} className="px-prompt" />;
  if (playerID === null || !state) return <p className="px-prompt">{t('spectating')}</p>;
  const own = state.players[playerID];
  if (ctx.phase === 'opening') {
    if (own.drawn.length === 0) return <p className="px-prompt">{t('waitingOpening')}</p>;
    return (
      <div className="px-prompt px-mine" data-testid="pax-prompt">
        <p>
          <b>{t('openingPrompt')}</b>
        </p>
        {/* PAX-SETUP-7: the legions' cards are dealt after the last opening choice. */}
        <p className="px-muted">{t('openingLegionsLater')}</p>
        <Placement cards={own.drawn} actions={actions} moves={moves} t={t} />
      </div>
    );
  }
  if (ctx.currentPlayer !== playerID) return <p className="px-prompt">{t('waitingFor', { name: names(ctx.currentPlayer) })}</p>;
  const turn = G.turn;
  const can = (move: Action['move']) => actions.some((a) => a.move === move);
  const deckEmpty = G.deckCount === 0;
  // PAX-POWER-3: with Religion the player chooses how to draw (the legal actions name both ways).
  const religion = actions.some((a) => a.move === 'draw' && a.args[0] === 'religion');
  const atOnce = religionAtOnce(state, playerID);
  return (
    <div className="px-prompt px-mine" data-testid="pax-prompt">
      {turn.step === 'start' && (
        <>
          <p>
            <b>{deckEmpty ? t('startPromptEmpty', { n: ALTERNATIVE_AUREI }) : t('startPrompt')}</b>
          </p>
          {religion ? (
            <>
              <p className="px-muted">{t('religionChoice', { n: atOnce })}</p>
              <button type="button" className="px-action px-confirm" onClick={() => moves.draw('religion')}>
                {t('drawReligion', { n: atOnce })}
              </button>{' '}
              <button type="button" className="px-action px-confirm" onClick={() => moves.draw('one-at-a-time')}>
                {t('drawOneAtATime')}
              </button>
            </>
          ) : (
            can('draw') && (
              <button type="button" className="px-action px-confirm" onClick={() => moves.draw()}>
                {deckEmpty ? t('drawEmpty', { n: ALTERNATIVE_AUREI }) : t('draw')}
              </button>
            )
          )}{' '}
          {can('lookAtRome') && (
            <button type="button" className="px-action" onClick={() => moves.lookAtRome()}>
              {t('lookAtRome', { n: ALTERNATIVE_AUREI })}
            </button>
          )}
        </>
      )}
      {turn.step === 'draw' && (
        <>
          <p className="px-muted">{t('placed', { hand: turn.toHand, legion: turn.toLegion, deck: turn.toDeck })}</p>
          {keepWaitsForLastDraw(state, playerID) && <p className="px-muted">{t('keepAfterLastDraw')}</p>}
          <Placement cards={own.drawn} actions={actions} moves={moves} t={t} />
        </>
      )}
      {turn.step === 'act' && <ActStep state={state} me={playerID} choices={actChoices(actions)} moves={moves} t={t} />}
      {turn.step === 'give' && (
        <>
          <p>
            <b>{t('givePrompt', { n: turn.owed })}</b>
          </p>
          <div className="px-cards">
            {actions
              .filter((a) => a.move === 'giveToRome')
              .map((a) => (
                <span key={String(a.args[0])} className="px-give">
                  <Card card={a.args[0] as CardId} t={t} />
                  <button type="button" className="px-action" onClick={() => moves.giveToRome(a.args[0])}>
                    {t('give')}
                  </button>
                </span>
              ))}
          </div>
        </>
      )}
    </div>
  );
}

export default function Board(props: Props) {
  const t = useT(texts) as Translate;
  const { G, ctx, moves, playerID, matchData } = props;
  const names = (id: string) => {
    const name = matchData?.find((p) => String(p.id) === id)?.name ?? `${t('player')} ${Number(id) + 1}`;
    return id === playerID ? `${name} (${t('you')})` : name;
  };
  const state = playerID !== null ? viewerState(G, playerID) : null;
  // no move while seats wait for players
  const seatsToTake = useSeatsToTake();
  const actions = state && playerID !== null && !ctx.gameover && seatsToTake.length === 0 ? legalActions(state, ctx.phase as Phase, playerID, ctx.currentPlayer) : [];
  const choices = actChoices(actions);
  const own = state && playerID !== null ? state.players[playerID] : null;
  const result = ctx.gameover as FinalResult | undefined;
  return (
    <LastMoveContext.Provider value={lastMoveTouches(props.log)}>
      <div className="pax-board">
        <div className="px-status">
          <span>{t('round', { n: G.round })}</span>
          <span>{t('deck', { n: G.deckCount })}</span>
          <span>{t('firstPlayerOf', { name: names(G.firstPlayer) })}</span>
          <span>{t('primusOf', { name: G.primus === null ? t('nobody') : names(G.primus) })}</span>
        </div>
        {result && <EndPanel G={G} result={result} names={names} t={t} />}
        <Prompt props={props} state={state} actions={actions} names={names} t={t} />
        <div className="px-layout">
          <div>
            <LegionsPanel G={G} state={state} me={playerID} choices={choices} moves={moves} t={t} />
            {own && (
              <section className="px-panel">
                <h3>{t('yourHand')}</h3>
                <p>{t('coins', { n: own.coins })}</p>
                <div className="px-cards">
                  {own.hand.length === 0 ? <span className="px-muted">{t('handEmpty')}</span> : own.hand.map((card) => <Card key={card} card={card} t={t} />)}
                </div>
              </section>
            )}
            <PlayersPanel G={G} names={names} t={t} ctx={ctx} />
          </div>
          <RomePanel G={G} over={Boolean(ctx.gameover)} t={t} />
        </div>
      </div>
    </LastMoveContext.Provider>
  );
}
