/** BARB-DIPLO-4: a gift to one seat, gold and cards, sent once the rules accept it. */
import { useState } from 'react';
import { CARDS, type Card } from '../../../games/pax-barbarorum/data/constants';
import { canGive, type Gift } from '../../../games/pax-barbarorum/rules/diplomacy';
import type { PlayerID } from '../../../games/pax-barbarorum/rules/types';
import type { BoardContext } from './board-context';
import type { TextKey } from './texts';

export function GiftForm({ c, to }: { c: BoardContext; to: PlayerID }) {
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
