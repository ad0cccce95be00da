/**
 * PAX board: Rome's power, the legions with their groups, every play area by category, the viewer's hand
 * and Aurei, and exactly the decision the viewer has now. Legal choices, costs and income come from the
 * game's rules; the board decides nothing.
 */
import { createContext, useContext, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { cardFace, type CardId, type Category } from '../../../games/pax/data/cards';
import { legalActions, type Action, type Phase } from '../../../games/pax/rules/actions';
import { buyCost } from '../../../games/pax/rules/buy';
import { keepWaitsForLastDraw } from '../../../games/pax/rules/draw';
import { income } from '../../../games/pax/rules/income';
import { nextPlayCost, play } from '../../../games/pax/rules/play';
import { categoriesInPlay, type FinalResult } from '../../../games/pax/rules/scoring';
import { cardsOf, strength, symbols, totalValue } from '../../../games/pax/rules/symbols';
import { legionOf, type PaxState } from '../../../games/pax/rules/types';
import { viewerState, type PaxView } from '../../../games/pax/view';
import { useT } from '../../i18n';
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

function Card({ card, t, selected, onClick }: { card: CardId; t: Translate; selected?: boolean; onClick?: () => void }) {
  const face = cardFace(card);
  const last = useContext(LastMoveContext).cards.includes(card);
  const content = (
    <>
      <span className="px-card-name">{t(face.category)}</span>
      <span className="px-card-symbols" aria-label={t('symbols', { n: face.symbols })}>
        {'●'.repeat(face.symbols)}
      </span>
      <span className="px-card-value" aria-label={t('value', { n: face.value })}>
        {face.value}
      </span>
      {last && <LastMoveHint t={t} />}
    </>
  );
  const className = `px-card px-${face.category}${selected ? ' px-selected' : ''}${lastClass(last)}`;
  return onClick ? (
    <button type="button" className={className} onClick={onClick} aria-pressed={selected}>
      {content}
    </button>
  ) : (
    <span className={className}>{content}</span>
  );
}

function CardBack() {
  return <span className="px-card px-back">?</span>;
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
          : Array.from({ length: G.romeHiddenCount }, (_, i) => <CardBack key={i} />)}
      </div>
      <h4>{t('romeOpen')}</h4>
      <div className="px-cards">
        {G.rome.length === 0 ? <span className="px-muted">{t('empty')}</span> : G.rome.map((card) => <Card key={card} card={card} t={t} />)}
      </div>
    </section>
  );
}

function LegionsPanel({ G, state, me, actions, moves, t }: PanelProps) {
  const buyable = new Set(actions.filter((a) => a.move === 'buy').map((a) => a.args[0] as number));
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
              <span className="px-muted">{cards.length === 0 ? t('empty') : t('total', { n: totalValue(cards) })}</span>
            </div>
            <div className="px-cards">
              {cards.map((card) => (
                <Card key={card} card={card} t={t} />
              ))}
            </div>
            {buyable.has(legion) && state && me !== null && (
              <button type="button" className="px-action" onClick={() => moves.buy(legion)}>
                {t('buyFor', { n: buyCost(state, me, legion) })}
              </button>
            )}
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
              {t(category)}: {t('cardsSymbols', { cards: cardsOf(cards, category), symbols: symbols(cards, category) })}
              {bonus > 0 && <small> (+{bonus})</small>}
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
                {G.firstPlayer === id && <span className="px-badge">{t('firstPlayer')}</span>}
                {G.primus === id && <span className="px-badge px-primus">{t('primus')}</span>}
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
  actions: Action[];
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

/** Drawn cards, each with the destinations the rules allow. */
function Placement({ cards, actions, moves, t }: { cards: CardId[]; actions: Action[]; moves: Props['moves']; t: Translate }) {
  return (
    <div className="px-placement">
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

/** The act step: the hand with a play preview (cost and resulting income), and end of turn. */
function ActStep({ state, me, actions, moves, t }: { state: PaxState; me: string; actions: Action[]; moves: Props['moves']; t: Translate }) {
  const [selected, setSelected] = useState<CardId | null>(null);
  const playable = new Set(actions.filter((a) => a.move === 'play').map((a) => a.args[0] as CardId));
  const hand = state.players[me].hand;
  const cost = nextPlayCost(state, me);
  const choice = selected !== null && hand.includes(selected) ? selected : null;
  return (
    <div>
      <p>{t('actPrompt')}</p>
      <p>{t('nextCost', { n: cost })}</p>
      <div className="px-cards">
        {hand.map((card) => (
          <Card key={card} card={card} t={t} selected={card === choice} onClick={() => setSelected(card === choice ? null : card)} />
        ))}
      </div>
      {choice !== null &&
        (playable.has(choice) ? (
          <p>
            <button
              type="button"
              className="px-action px-confirm"
              onClick={() => {
                setSelected(null);
                moves.play(choice);
              }}
            >
              {t('playSelected', { card: t(cardFace(choice).category), cost, income: income(play(state, me, choice), me).amount })}
            </button>{' '}
            <button type="button" className="px-action" onClick={() => setSelected(null)}>
              {t('cancel')}
            </button>
          </p>
        ) : (
          <p className="px-muted">{t('cannotPlay')}</p>
        ))}
      <p>
        <button type="button" className="px-action px-confirm" onClick={() => moves.endTurn()}>
          {t('endTurn', { n: income(state, me).amount })}
        </button>
      </p>
    </div>
  );
}

function Prompt({ props, state, actions, names, t }: { props: Props; state: PaxState | null; actions: Action[]; names: (id: string) => string; t: Translate }) {
  const { G, ctx, moves, playerID } = props;
  if (ctx.gameover) return null;
  if (playerID === null || !state) return <p className="px-prompt">{t('spectating')}</p>;
  const own = state.players[playerID];
  if (ctx.phase === 'opening') {
    if (own.drawn.length === 0) return <p className="px-prompt">{t('waitingOpening')}</p>;
    return (
      <div className="px-prompt px-mine">
        <p>{t('openingPrompt')}</p>
        <Placement cards={own.drawn} actions={actions} moves={moves} t={t} />
      </div>
    );
  }
  if (ctx.currentPlayer !== playerID) return <p className="px-prompt">{t('waitingFor', { name: names(ctx.currentPlayer) })}</p>;
  const turn = G.turn;
  return (
    <div className="px-prompt px-mine">
      {turn.step === 'start' && (
        <>
          <p>{t('startPrompt')}</p>
          <button type="button" className="px-action px-confirm" onClick={() => moves.draw()}>
            {t('draw')}
          </button>{' '}
          <button type="button" className="px-action" onClick={() => moves.lookAtRome()}>
            {t('lookAtRome')}
          </button>
        </>
      )}
      {turn.step === 'draw' && (
        <>
          <p>{t('drawPrompt')}</p>
          <p className="px-muted">{t('placed', { hand: turn.toHand, legion: turn.toLegion, deck: turn.toDeck })}</p>
          {keepWaitsForLastDraw(state, playerID) && <p className="px-muted">{t('keepAfterLastDraw')}</p>}
          <Placement cards={own.drawn} actions={actions} moves={moves} t={t} />
        </>
      )}
      {turn.step === 'act' && <ActStep state={state} me={playerID} actions={actions} moves={moves} t={t} />}
      {turn.step === 'give' && (
        <>
          <p>{t('givePrompt', { n: turn.owed })}</p>
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

function ScoreTable({ result, names, t }: { result: FinalResult; names: (id: string) => string; t: Translate }) {
  const players = Object.keys(result.scores);
  const list = (categories: readonly Category[]) => (categories.length ? categories.map((c) => t(c)).join(', ') : t('none'));
  const lines: { key: TextKey; value: (id: string) => string }[] = [
    { key: 'linePlayed', value: (id) => `${result.scores[id].categories} → ${result.scores[id].points.categories}` },
    { key: 'lineStronger', value: (id) => `${list(result.scores[id].stronger)} → ${result.scores[id].points.stronger}` },
    { key: 'lineFleet', value: (id) => `${result.scores[id].points.fleet}` },
    { key: 'lineArmy', value: (id) => `${result.scores[id].points.army}` },
    { key: 'linePrimus', value: (id) => `${result.scores[id].points.primus}` },
    { key: 'lineMoney', value: (id) => `${result.scores[id].money} → ${result.scores[id].points.money}` },
    { key: 'lineTotal', value: (id) => `${result.scores[id].total}` },
  ];
  const winners = result.winners.map(names).join(', ');
  return (
    <section className="px-panel px-over">
      <h3>{t('gameOver')}</h3>
      {result.solo ? (
        <>
          <p>{t('soloResult', { level: result.solo.level, required: result.solo.required })}</p>
          <p>{t('soloStronger', { list: list(result.solo.stronger) })}</p>
          <p>{t('soloMissing', { list: list(result.solo.missing) })}</p>
          <p>
            <b>{result.solo.won ? t('soloWon') : t('soloLost')}</b>
          </p>
        </>
      ) : (
        <>
          <p>{result.romeWins ? t('romeWins', { n: result.romeCategories.length }) : t('playersWin')}</p>
          <p>
            <b>{winners ? t('winners', { names: winners }) : t('noWinner')}</b>
          </p>
          <table className="px-score">
            <thead>
              <tr>
                <th>{t('scoring')}</th>
                {players.map((id) => (
                  <th key={id}>{names(id)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key} className={line.key === 'lineTotal' ? 'px-total' : undefined}>
                  <th>{t(line.key)}</th>
                  {players.map((id) => (
                    <td key={id}>{line.value(id)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
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
  const actions = state && playerID !== null && !ctx.gameover ? legalActions(state, ctx.phase as Phase, playerID, ctx.currentPlayer) : [];
  const own = state && playerID !== null ? state.players[playerID] : null;
  const result = ctx.gameover as FinalResult | undefined;
  return (
    <LastMoveContext.Provider value={lastMoveTouches(props.log)}>
      <div className="pax-board">
        <div className="px-status">
          <span>{t('round', { n: G.round })}</span>
          <span>{t('deck', { n: G.deckCount })}</span>
          <span>
            {t('primus')}: {G.primus === null ? t('nobody') : names(G.primus)}
          </span>
        </div>
        {result && <ScoreTable result={result} names={names} t={t} />}
        <Prompt props={props} state={state} actions={actions} names={names} t={t} />
        <div className="px-layout">
          <div>
            <LegionsPanel G={G} state={state} me={playerID} actions={actions} moves={moves} t={t} />
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
