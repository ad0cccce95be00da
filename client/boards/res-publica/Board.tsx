/**
 * Res Publica board: the viewer's hand by type, the table (sets with their point cards, piles, next
 * city), the open trade, and exactly the decision the viewer has now. Legal choices come from the
 * game's rules; the board decides nothing.
 */
import { useMemo, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { CIVILISATIONS, KINDS, PEOPLES, type Kind } from '../../../games/res-publica/data/cards';
import { bundleOf, canDeliver, checkProposal, formOf, isDelivery } from '../../../games/res-publica/rules/bundle';
import {
  canLay,
  coloniesLeft,
  coloniesOf,
  drawModes,
  drawPlan,
  nextCityValue,
  pointCardFor,
} from '../../../games/res-publica/rules/build';
import type { Outcome } from '../../../games/res-publica/rules/end';
import { countCards, holds, pairs } from '../../../games/res-publica/rules/hand';
import { canAccept, canCounter, canPropose, givenBy, traders } from '../../../games/res-publica/rules/trade';
import type { Bundle, Cards, Hand, LaidSet, Stage, State } from '../../../games/res-publica/rules/types';
import { boardView, type ResPublicaView } from '../../../games/res-publica/view';
import { useT } from '../../i18n';
import { BundleBuilder } from './BundleBuilder';
import { EndPanel, endReason } from './EndPanel';
import type { Translate } from './labels';
import { lastMoveTouches, type LastMove } from './last-move';
import { RecentTrades } from './RecentTrades';
import { cardsGoods, counterSentence, goods, listed, proposalSentence } from './sentences';
import { recentTrades } from './trade-history';
import { SeatsToTakePrompt, useSeatsToTake } from '../seats-to-take';
import { texts, type TextKey } from './texts';
import './board.css';

type Props = BoardProps<ResPublicaView>;

function useNames(props: Props, t: Translate) {
  return (id: string) => {
    const name = props.matchData?.find((p) => String(p.id) === id)?.name ?? `${t('player')} ${Number(id) + 1}`;
    return id === props.playerID ? `${name} (${t('you')})` : name;
  };
}

/** What the last move touched: a visible mark (`rp-touched`) and words for screen readers. */
const touchedClass = (touched: boolean) => (touched ? ' rp-touched' : '');

function LastMoveHint({ t }: { t: Translate }) {
  return <span className="visually-hidden"> {t('lastMove')}</span>;
}

function familyClass(kind: Kind) {
  return (PEOPLES as readonly string[]).includes(kind) ? 'rp-people' : 'rp-civ';
}

function HandView({ hand, t }: { hand: Hand; t: Translate }) {
  if (countCards(hand) === 0) return <p className="rp-muted">{t('handEmpty')}</p>;
  const row = (kinds: readonly Kind[], family: TextKey) =>
    kinds.some((kind) => hand[kind] > 0) && (
      <div className="rp-hand-row">
        <span className="rp-family">{t(family)}</span>
        {kinds
          .filter((kind) => hand[kind] > 0)
          .map((kind) => (
            <span key={kind} className={`rp-card ${familyClass(kind)}`} data-kind={kind}>
              {t(kind)} <b>×{hand[kind]}</b>
            </span>
          ))}
      </div>
    );
  return (
    <div className="rp-hand">
      {row(PEOPLES, 'peopleFamily')}
      {row(CIVILISATIONS, 'civilisationFamily')}
      <p className="rp-muted">
        {t('cardsInHand', { n: countCards(hand) })} · {t('pairsInHand', { n: pairs(hand) })}
      </p>
    </div>
  );
}

function SetsView({ sets, laidNow, t }: { sets: readonly LaidSet[]; laidNow: number | null; t: Translate }) {
  if (sets.length === 0) return <span className="rp-muted">{t('noSets')}</span>;
  return (
    <span className="rp-sets">
      {sets.map((set, i) => (
        <span key={i} className={`rp-set ${familyClass(set.kind)}${touchedClass(i === laidNow)}`}>
          5 × {t(set.kind)}
          <span className="rp-point-card">{t(familyClass(set.kind) === 'rp-people' ? 'colony' : 'city', { points: set.points })}</span>
          {i === laidNow && <LastMoveHint t={t} />}
        </span>
      ))}
    </span>
  );
}

function TradeView({
  G,
  ctx,
  name,
  touched,
  t,
}: {
  G: ResPublicaView;
  ctx: Props['ctx'];
  name(id: string): string;
  touched: LastMove;
  t: Translate;
}) {
  const trade = G.trade;
  if (!trade) return null;
  const proposer = ctx.currentPlayer;
  const order = [...ctx.playOrder.slice(ctx.playOrder.indexOf(proposer) + 1), ...ctx.playOrder.slice(0, ctx.playOrder.indexOf(proposer))];
  const form = formOf(trade.proposal);
  return (
    <section className="rp-panel rp-trade">
      <h2>{t('tradeTitle')}</h2>
      <p className={`rp-proposal${touchedClass(touched.proposal)}`}>
        {proposalLine(G, proposer, name, t)}
        {touched.proposal && <LastMoveHint t={t} />}
      </p>
      <ul>
        {order.map((id) => {
          const answered = Object.prototype.hasOwnProperty.call(trade.answers, id);
          const answer = trade.answers[id];
          const text = !answered
            ? t('waitingAnswer')
            : answer === null
              ? t('passed')
              : t(form === 'seek' ? 'counterAsks' : 'counterGives', { text: goods(answer, t) });
          return (
            <li key={id} className={[trade.partner === id && 'rp-partner', touched.answers.includes(id) && 'rp-touched'].filter(Boolean).join(' ') || undefined}>
              {t('answerLine', { name: name(id), text })}
              {touched.answers.includes(id) && <LastMoveHint t={t} />}
            </li>
          );
        })}
      </ul>
      {trade.partner !== null && <p>{t('accepted', { name: name(trade.partner) })}</p>}
      {trade.closed && trade.partner === null && <p>{t('refusedAll')}</p>}
      {trade.closed && trade.partner !== null && <p className="rp-muted">{t('exchanged')}</p>}
    </section>
  );
}

function proposalLine(G: ResPublicaView, proposer: string, name: (id: string) => string, t: Translate): string {
  const proposal = G.trade!.proposal;
  return t('proposalSays', {
    name: name(proposer),
    form: t(formOf(proposal) === 'seek' ? 'seeks' : 'offers'),
    text: goods(bundleOf(proposal), t),
  });
}

function ProposeForm({ hand, t, onPropose }: { hand: Hand; t: Translate; onPropose(proposal: unknown): void }) {
  const [form, setForm] = useState<'seek' | 'offer'>('seek');
  const prefix = (
    <select aria-label={`${t('seek')} / ${t('offer')}`} value={form} onChange={(e) => setForm(e.target.value as 'seek' | 'offer')}>
      <option value="seek">{t('seek')}</option>
      <option value="offer">{t('offer')}</option>
    </select>
  );
  return (
    <BundleBuilder
      t={t}
      prefix={prefix}
      initialType={KINDS.find((kind) => hand[kind] > 0) ?? 'goths'}
      submitLabel={t('propose')}
      sentence={(bundle) => proposalSentence(form === 'seek' ? { seek: bundle } : { offer: bundle }, t)}
      problem={(bundle) => {
        const proposal = form === 'seek' ? { seek: bundle } : { offer: bundle };
        const checked = checkProposal(proposal);
        if (!checked.ok) return `error-${checked.problem}` as TextKey;
        return canPropose(hand, checked.value) ? null : 'error-not-held';
      }}
      onSubmit={(bundle) => onPropose(form === 'seek' ? { seek: bundle } : { offer: bundle })}
    />
  );
}

/** "Draw a People card and 2 Civilisation cards" (RP-DRAW-1..3). */
function drawLabel({ people, civilisation }: { people: number; civilisation: number }, t: Translate): string {
  const cards = [people > 0 && t('n-people', { n: people }), civilisation > 0 && t('n-civilisation', { n: civilisation })].filter(
    (part): part is string => Boolean(part),
  );
  return cards.length ? t('drawCards', { cards: listed(cards, t) }) : t('drawNone');
}

function BuildActions({ G, me, hand, t, moves }: { G: ResPublicaView; me: string; hand: Hand; t: Translate; moves: Props['moves'] }) {
  const layable = KINDS.filter((kind) => canLay(G.laid, hand, kind));
  const colonies = coloniesOf(G.laid[me]);
  return (
    <div className="rp-build">
      <h3>{t('layTitle')}</h3>
      {layable.length === 0 && <p className="rp-muted">{t('noSetToLay')}</p>}
      {layable.map((kind) => {
        const points = pointCardFor(G.laid, kind)!;
        const card = t(familyClass(kind) === 'rp-people' ? 'colony' : 'city', { points });
        return (
          <button key={kind} type="button" onClick={() => moves.lay(kind)}>
            {t('lay', { kind: t(kind), card })}
          </button>
        );
      })}
      <h3>{t('drawTitle')}</h3>
      {drawModes(colonies, G.piles.people, G.piles.civilisation).map((mode) => (
        <button key={mode} type="button" className="primary" onClick={() => moves.draw(mode)}>
          {drawLabel(drawPlan(colonies, G.piles.people, G.piles.civilisation, mode), t)}
        </button>
      ))}
    </div>
  );
}

function DeliveryPicker({ hand, bundle, t, onDeliver }: { hand: Hand; bundle: Bundle; t: Translate; onDeliver(cards: Cards): void }) {
  const [cards, setCards] = useState<Cards>({});
  const change = (kind: Kind, delta: number) => {
    const next = Math.max(0, Math.min(hand[kind], (cards[kind] ?? 0) + delta));
    setCards({ ...cards, [kind]: next });
  };
  const chosen = KINDS.filter((kind) => (cards[kind] ?? 0) > 0);
  const clean: Cards = Object.fromEntries(chosen.map((kind) => [kind, cards[kind]]));
  const valid = chosen.length > 0 && holds(hand, clean) && isDelivery(clean, bundle);
  return (
    <div className="rp-deliver">
      <p>{t('youHandOver', { text: goods(bundle, t) })}</p>
      <div className="rp-picker">
        {KINDS.filter((kind) => hand[kind] > 0).map((kind) => (
          <span key={kind} className={`rp-card ${familyClass(kind)}`}>
            {t(kind)}
            <button type="button" aria-label={`− ${t(kind)}`} disabled={!cards[kind]} onClick={() => change(kind, -1)}>
              −
            </button>
            <b>{cards[kind] ?? 0}</b>/{hand[kind]}
            <button type="button" aria-label={`+ ${t(kind)}`} disabled={(cards[kind] ?? 0) >= hand[kind]} onClick={() => change(kind, 1)}>
              +
            </button>
          </span>
        ))}
      </div>
      <p>
        {t('chosen', {
          text: chosen.length ? cardsGoods(clean, t) : t('nothingChosen'),
        })}
      </p>
      <button type="button" className="primary" disabled={!valid} onClick={() => onDeliver(clean)}>
        {t('handOver')}
      </button>
    </div>
  );
}

function Decision({ props, t, name }: { props: Props; t: Translate; name(id: string): string }) {
  const { G, ctx, moves, playerID } = props;
  const seatsToTake = useSeatsToTake();
  if (ctx.gameover) return null;
  if (seatsToTake.length > 0) return <SeatsToTakePrompt seats={seatsToTake} className="rp-prompt rp-waiting" />;
  const acting = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 'propose' })[0];
  const stage = (ctx.activePlayers?.[acting] ?? 'propose') as Stage;
  const hand = playerID !== null ? G.players[playerID]?.hand : undefined;
  if (playerID !== acting || !hand) {
    const what: Record<Stage, TextKey> = {
      propose: 'whatPropose',
      answer: 'whatAnswer',
      choose: 'whatChoose',
      deliver: 'whatDeliver',
      build: 'whatBuild',
    };
    return <p className="rp-prompt rp-waiting">{t('waitingFor', { name: name(acting), what: t(what[stage]) })}</p>;
  }
  const trade = G.trade;
  switch (stage) {
    case 'propose':
      return (
        <section className="rp-panel rp-decide">
          <p className="rp-prompt">{t('promptPropose')}</p>
          <ProposeForm hand={hand} t={t} onPropose={(proposal) => moves.propose(proposal)} />
          <BuildActions G={G} me={playerID} hand={hand} t={t} moves={moves} />
        </section>
      );
    case 'answer': {
      if (!trade) return null;
      const seeking = 'seek' in trade.proposal;
      const able = seeking ? canDeliver(hand, bundleOf(trade.proposal)) : true;
      return (
        <section className="rp-panel rp-decide">
          <p className="rp-prompt">{t('promptAnswer', { name: name(ctx.currentPlayer) })}</p>
          <p>{proposalLine(G, ctx.currentPlayer, name, t)}</p>
          {able ? (
            <>
              <h3>{t(seeking ? 'yourAnswer' : 'yourGift')}</h3>
              <BundleBuilder
                t={t}
                initialType={seeking ? 'goths' : (KINDS.find((kind) => hand[kind] > 0) ?? 'goths')}
                submitLabel={t('counter')}
                sentence={(bundle) => counterSentence(trade.proposal, bundle, t)}
                problem={(bundle) => (canCounter(hand, trade.proposal, bundle) ? null : 'error-not-held')}
                onSubmit={(bundle) => moves.counter(bundle)}
              />
            </>
          ) : (
            <p className="rp-muted">{t('cannotGive')}</p>
          )}
          <button type="button" onClick={() => moves.pass()}>
            {t('pass')}
          </button>
        </section>
      );
    }
    case 'choose': {
      if (!trade) return null;
      return (
        <section className="rp-panel rp-decide">
          <p className="rp-prompt">{t('promptChoose')}</p>
          <p>{proposalLine(G, ctx.currentPlayer, name, t)}</p>
          <ul className="rp-offers">
            {Object.entries(trade.answers)
              .filter(([, answer]) => answer !== null)
              .map(([id, answer]) => {
                const payable = canAccept(hand, trade, id);
                return (
                  <li key={id}>
                    {t('answerLine', { name: name(id), text: t('seek' in trade.proposal ? 'counterAsks' : 'counterGives', { text: goods(answer!, t) }) })}{' '}
                    <button type="button" className="primary" disabled={!payable} onClick={() => moves.accept(id)}>
                      {t('accept')}
                    </button>
                    {!payable && <span className="rp-why">{t('cannotPay')}</span>}
                  </li>
                );
              })}
          </ul>
          <button type="button" onClick={() => moves.refuse()}>
            {t('refuseAll')}
          </button>
        </section>
      );
    }
    case 'deliver': {
      if (!trade || trade.partner === null || !traders(trade, ctx.currentPlayer).includes(playerID)) return null;
      return (
        <section className="rp-panel rp-decide">
          <p className="rp-prompt">{t('promptDeliver')}</p>
          <DeliveryPicker hand={hand} bundle={givenBy(trade, ctx.currentPlayer, playerID)} t={t} onDeliver={(cards) => moves.deliver(cards)} />
        </section>
      );
    }
    case 'build':
      return (
        <section className="rp-panel rp-decide">
          <p className="rp-prompt">{t('promptBuild')}</p>
          <BuildActions G={G} me={playerID} hand={hand} t={t} moves={moves} />
        </section>
      );
  }
}

/** A seat's view, or the full state a replay shows with every hand revealed (seen as that view). */
export default function ResPublicaBoard(given: BoardProps<ResPublicaView | State>) {
  // The undo stacks stay empty (nothing is taken back, RP-TAKE-BACK-1): only G changes shape.
  const props = useMemo(() => ({ ...given, G: boardView(given.G) }) as Props, [given]);
  const t = useT(texts) as Translate;
  const name = useNames(props, t);
  const { G, ctx, playerID } = props;
  const me = playerID !== null ? G.players[playerID] : undefined;
  const nextCity = nextCityValue(G.laid);
  const acting = Object.keys(ctx.activePlayers ?? {});
  const touched = lastMoveTouches(props.log);
  return (
    <div className="res-publica">
      {ctx.gameover ? (
        <EndPanel outcome={ctx.gameover as Outcome} order={ctx.playOrder} reason={endReason(props.log, G.lastTurn)} name={name} t={t} />
      ) : (
        <Decision props={props} t={t} name={name} />
      )}
      {G.lastTurn !== null && !ctx.gameover && <p className="rp-final">{t('finalRound', { n: G.lastTurn - ctx.turn + 1 })}</p>}
      <div className="rp-columns">
        <div>
          {me?.hand ? (
            <section className="rp-panel">
              <h2>{t('yourHand')}</h2>
              <HandView hand={me.hand} t={t} />
            </section>
          ) : (
            playerID === null && <p className="rp-muted">{t('spectating')}</p>
          )}
          <TradeView G={G} ctx={ctx} name={name} touched={touched} t={t} />
          <RecentTrades trades={recentTrades(props.log, playerID)} name={name} t={t} />
        </div>
        <div>
          <section className={`rp-panel rp-piles${touchedClass(touched.piles)}`}>
            <h2>
              {t('piles')}
              {touched.piles && <LastMoveHint t={t} />}
            </h2>
            <dl>
              <dt>{t('peoplePile')}</dt>
              <dd>{G.piles.people}</dd>
              <dt>{t('civilisationPile')}</dt>
              <dd>{G.piles.civilisation}</dd>
              <dt>{t('coloniesLeft')}</dt>
              <dd>{coloniesLeft(G.laid)}</dd>
              <dt>{t('nextCity')}</dt>
              <dd>{nextCity ?? t('noCityLeft')}</dd>
            </dl>
          </section>
          <section className="rp-panel rp-players">
            {ctx.playOrder.map((id) => (
              <div
                key={id}
                className={`rp-player${id === ctx.currentPlayer ? ' rp-current' : ''}${acting.includes(id) ? ' rp-acting' : ''}${touchedClass(touched.players.includes(id))}`}
              >
                <h3>
                  {name(id)}
                  {id === ctx.currentPlayer && !ctx.gameover && <span className="rp-badge">{t('playing')}</span>}
                  {touched.players.includes(id) && <LastMoveHint t={t} />}
                </h3>
                <p className="rp-muted">{t('cardsInHand', { n: G.players[id].handSize })}</p>
                <SetsView sets={G.laid[id]} laidNow={touched.set?.player === id ? touched.set.index : null} t={t} />
              </div>
            ))}
          </section>
        </div>
      </div>
    </div>
  );
}

