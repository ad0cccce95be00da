/** The last trades of the match in sentences, as the viewer may know them (trade-history.ts). */
import { useId } from 'react';
import { cardsGoods, goods } from './sentences';
import type { Translate } from './labels';
import type { PastTrade } from './trade-history';

/** "Deal with Bob: Alice gives 2 Goths, Bob gives a Viking.", or how the trade ended without a deal. */
export function outcomeSentence(trade: PastTrade, name: (id: string) => string, t: Translate): string {
  const answered = Object.keys(trade.answers).length;
  const counters = Object.values(trade.answers).filter((answer) => answer !== null).length;
  switch (trade.status) {
    case 'open':
      return t('tradeOpen', { n: answered });
    case 'unanswered':
      return t('tradeUnanswered');
    case 'refused':
      return t('tradeRefused', { name: name(trade.proposer), n: counters });
    case 'accepted':
      return t('tradeAccepted', { partner: name(trade.partner!) });
    case 'exchanged': {
      const side = (id: string) => {
        const gave = trade.gave[id];
        return 'cards' in gave ? cardsGoods(gave.cards, t) : goods(gave.bundle, t);
      };
      return t('tradeDone', {
        name: name(trade.proposer),
        partner: name(trade.partner!),
        given: side(trade.proposer),
        received: side(trade.partner!),
      });
    }
  }
}

/** "Alice seeks a Viking." */
export function proposalSaid(trade: PastTrade, name: (id: string) => string, t: Translate): string {
  const seeking = 'seek' in trade.proposal;
  return t('proposalSays', {
    name: name(trade.proposer),
    form: t(seeking ? 'seeks' : 'offers'),
    text: goods('seek' in trade.proposal ? trade.proposal.seek : trade.proposal.offer, t),
  });
}

export function RecentTrades({ trades, name, t }: { trades: readonly PastTrade[]; name(id: string): string; t: Translate }) {
  const title = useId();
  return (
    <section className="rp-panel rp-recent" aria-labelledby={title}>
      <h2 id={title}>{t('recentTrades')}</h2>
      {trades.length === 0 ? (
        <p className="rp-muted">{t('noTrades')}</p>
      ) : (
        <ol className="rp-recent-list">
          {trades.map((trade) => (
            <li key={`${trade.turn}-${trade.proposer}`} data-status={trade.status}>
              <span className="rp-turn">{t('tradeTurn', { turn: trade.turn })}</span> {proposalSaid(trade, name, t)} {outcomeSentence(trade, name, t)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
