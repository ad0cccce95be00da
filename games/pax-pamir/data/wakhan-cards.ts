/**
 * The 24 Wakhan automa cards. Wakhan buys from column `back.columnNumbers[front.columnArrow]` of the NEXT
 * card's back, row `back.rowSide[front.rowSideArrow]`.
 */
import type { Coalition, Region } from './map';

export const WAKHAN_ACTIONS = [
  'tax',
  'radicalize_if_military_favored_highest_ranked_military',
  'radicalize',
  'radicalize_if_political_favored_highest_ranked_economic',
  'radicalize_highest_ranked_political',
  'radicalize_highest_ranked_intelligence',
  'radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees',
  'build',
  'radicalize_card_that_gives_control_of_region',
  'battle',
  'radicalize_intelligence',
  'move',
  'betray',
  'radicalize_card_that_would_place_most_blocks',
  'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders',
  'radicalize_if_no_card_with_move_card_with_move_action',
  'radicalize_if_dominant_coalition_matching_patriot',
  'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy',
  'radicalize_if_court_size_at_limit_highest_ranked_political',
  'radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence',
] as const;
export type WakhanAction = (typeof WAKHAN_ACTIONS)[number];

export type RowSide = 'top_left' | 'bottom_right';

export interface WakhanCardData {
  readonly number: number;
  readonly back: { readonly columnNumbers: readonly number[]; readonly rowSide: readonly [RowSide, RowSide] };
  readonly front: {
    readonly actions: readonly WakhanAction[];
    readonly columnArrow: number;
    readonly pragmaticLoyalty: readonly Coalition[];
    readonly regionOrder: readonly Region[];
    readonly rowSideArrow: number;
  };
}

export const WAKHAN_CARDS: readonly WakhanCardData[] = [
  {
    number: 1,
    back: { columnNumbers: [3, 4, 5, 0, 1, 2], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['tax', 'radicalize_if_military_favored_highest_ranked_military', 'radicalize'],
      columnArrow: 2,
      pragmaticLoyalty: ['russian', 'afghan', 'british'],
      regionOrder: ['transcaspia', 'kabul', 'kandahar', 'persia', 'herat', 'punjab'],
      rowSideArrow: 1,
    },
  },
  {
    number: 2,
    back: { columnNumbers: [4, 5, 0, 1, 2, 3], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['radicalize_if_political_favored_highest_ranked_economic', 'radicalize_highest_ranked_political', 'radicalize'],
      columnArrow: 1,
      pragmaticLoyalty: ['afghan', 'british', 'russian'],
      regionOrder: ['persia', 'punjab', 'kandahar', 'herat', 'transcaspia', 'kabul'],
      rowSideArrow: 0,
    },
  },
  {
    number: 3,
    back: { columnNumbers: [2, 3, 4, 5, 0, 1], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['tax', 'radicalize_highest_ranked_intelligence', 'radicalize'],
      columnArrow: 3,
      pragmaticLoyalty: ['british', 'russian', 'afghan'],
      regionOrder: ['punjab', 'persia', 'herat', 'kandahar', 'transcaspia', 'kabul'],
      rowSideArrow: 1,
    },
  },
  {
    number: 4,
    back: { columnNumbers: [1, 2, 3, 4, 5, 0], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees', 'build', 'radicalize'],
      columnArrow: 4,
      pragmaticLoyalty: ['russian', 'afghan', 'british'],
      regionOrder: ['kandahar', 'kabul', 'herat', 'punjab', 'transcaspia', 'persia'],
      rowSideArrow: 0,
    },
  },
  {
    number: 5,
    back: { columnNumbers: [4, 5, 0, 1, 2, 3], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_card_that_gives_control_of_region', 'battle', 'radicalize'],
      columnArrow: 1,
      pragmaticLoyalty: ['british', 'afghan', 'russian'],
      regionOrder: ['persia', 'kandahar', 'herat', 'transcaspia', 'kabul', 'punjab'],
      rowSideArrow: 0,
    },
  },
  {
    number: 6,
    back: { columnNumbers: [5, 0, 1, 2, 3, 4], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_intelligence', 'move', 'radicalize'],
      columnArrow: 0,
      pragmaticLoyalty: ['british', 'russian', 'afghan'],
      regionOrder: ['herat', 'persia', 'transcaspia', 'kabul', 'punjab', 'kandahar'],
      rowSideArrow: 0,
    },
  },
  {
    number: 7,
    back: { columnNumbers: [1, 2, 3, 4, 5, 0], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['build', 'move', 'radicalize'],
      columnArrow: 4,
      pragmaticLoyalty: ['afghan', 'russian', 'british'],
      regionOrder: ['punjab', 'transcaspia', 'kabul', 'persia', 'kandahar', 'herat'],
      rowSideArrow: 1,
    },
  },
  {
    number: 8,
    back: { columnNumbers: [1, 2, 3, 4, 5, 0], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['tax', 'betray', 'radicalize'],
      columnArrow: 4,
      pragmaticLoyalty: ['british', 'russian', 'afghan'],
      regionOrder: ['transcaspia', 'persia', 'punjab', 'kandahar', 'herat', 'kabul'],
      rowSideArrow: 1,
    },
  },
  {
    number: 9,
    back: { columnNumbers: [0, 1, 2, 3, 4, 5], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_card_that_would_place_most_blocks', 'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'radicalize'],
      columnArrow: 5,
      pragmaticLoyalty: ['russian', 'british', 'afghan'],
      regionOrder: ['kabul', 'punjab', 'kandahar', 'persia', 'herat', 'transcaspia'],
      rowSideArrow: 1,
    },
  },
  {
    number: 10,
    back: { columnNumbers: [5, 0, 1, 2, 3, 4], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['radicalize_if_no_card_with_move_card_with_move_action', 'move', 'radicalize'],
      columnArrow: 0,
      pragmaticLoyalty: ['afghan', 'british', 'russian'],
      regionOrder: ['persia', 'kandahar', 'kabul', 'herat', 'punjab', 'transcaspia'],
      rowSideArrow: 1,
    },
  },
  {
    number: 11,
    back: { columnNumbers: [5, 0, 1, 2, 3, 4], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'radicalize_if_military_favored_highest_ranked_military', 'radicalize'],
      columnArrow: 0,
      pragmaticLoyalty: ['afghan', 'russian', 'british'],
      regionOrder: ['punjab', 'persia', 'herat', 'kandahar', 'kabul', 'transcaspia'],
      rowSideArrow: 1,
    },
  },
  {
    number: 12,
    back: { columnNumbers: [1, 2, 3, 4, 5, 0], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['move', 'betray', 'radicalize'],
      columnArrow: 4,
      pragmaticLoyalty: ['british', 'afghan', 'russian'],
      regionOrder: ['kandahar', 'herat', 'persia', 'kabul', 'transcaspia', 'punjab'],
      rowSideArrow: 1,
    },
  },
  {
    number: 13,
    back: { columnNumbers: [3, 4, 5, 0, 1, 2], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_if_dominant_coalition_matching_patriot', 'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'radicalize'],
      columnArrow: 2,
      pragmaticLoyalty: ['afghan', 'british', 'russian'],
      regionOrder: ['herat', 'kabul', 'transcaspia', 'punjab', 'persia', 'kandahar'],
      rowSideArrow: 0,
    },
  },
  {
    number: 14,
    back: { columnNumbers: [2, 3, 4, 5, 0, 1], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'battle', 'radicalize'],
      columnArrow: 3,
      pragmaticLoyalty: ['afghan', 'russian', 'british'],
      regionOrder: ['kabul', 'transcaspia', 'persia', 'punjab', 'kandahar', 'herat'],
      rowSideArrow: 0,
    },
  },
  {
    number: 15,
    back: { columnNumbers: [3, 4, 5, 0, 1, 2], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['move', 'battle', 'radicalize'],
      columnArrow: 2,
      pragmaticLoyalty: ['russian', 'british', 'afghan'],
      regionOrder: ['transcaspia', 'kabul', 'punjab', 'persia', 'herat', 'kandahar'],
      rowSideArrow: 1,
    },
  },
  {
    number: 16,
    back: { columnNumbers: [0, 1, 2, 3, 4, 5], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'radicalize'],
      columnArrow: 5,
      pragmaticLoyalty: ['afghan', 'russian', 'british'],
      regionOrder: ['punjab', 'transcaspia', 'persia', 'kandahar', 'kabul', 'herat'],
      rowSideArrow: 0,
    },
  },
  {
    number: 17,
    back: { columnNumbers: [5, 0, 1, 2, 3, 4], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['radicalize_if_court_size_at_limit_highest_ranked_political', 'tax', 'radicalize'],
      columnArrow: 0,
      pragmaticLoyalty: ['russian', 'british', 'afghan'],
      regionOrder: ['transcaspia', 'kandahar', 'persia', 'herat', 'punjab', 'kabul'],
      rowSideArrow: 0,
    },
  },
  {
    number: 18,
    back: { columnNumbers: [2, 3, 4, 5, 0, 1], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['tax', 'betray', 'radicalize'],
      columnArrow: 3,
      pragmaticLoyalty: ['russian', 'british', 'afghan'],
      regionOrder: ['kabul', 'punjab', 'kandahar', 'herat', 'persia', 'transcaspia'],
      rowSideArrow: 0,
    },
  },
  {
    number: 19,
    back: { columnNumbers: [3, 4, 5, 0, 1, 2], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['build', 'move', 'radicalize'],
      columnArrow: 2,
      pragmaticLoyalty: ['russian', 'afghan', 'british'],
      regionOrder: ['kandahar', 'herat', 'punjab', 'transcaspia', 'kabul', 'persia'],
      rowSideArrow: 0,
    },
  },
  {
    number: 20,
    back: { columnNumbers: [2, 3, 4, 5, 0, 1], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees', 'build', 'radicalize'],
      columnArrow: 1,
      pragmaticLoyalty: ['russian', 'afghan', 'british'],
      regionOrder: ['kandahar', 'herat', 'kabul', 'transcaspia', 'persia', 'punjab'],
      rowSideArrow: 1,
    },
  },
  {
    number: 21,
    back: { columnNumbers: [0, 1, 2, 3, 4, 5], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['radicalize_card_that_gives_control_of_region', 'build', 'radicalize'],
      columnArrow: 5,
      pragmaticLoyalty: ['british', 'afghan', 'russian'],
      regionOrder: ['herat', 'kandahar', 'transcaspia', 'kabul', 'punjab', 'persia'],
      rowSideArrow: 0,
    },
  },
  {
    number: 22,
    back: { columnNumbers: [0, 1, 2, 3, 4, 5], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['betray', 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'radicalize'],
      columnArrow: 5,
      pragmaticLoyalty: ['british', 'afghan', 'russian'],
      regionOrder: ['kabul', 'herat', 'punjab', 'transcaspia', 'persia', 'kandahar'],
      rowSideArrow: 1,
    },
  },
  {
    number: 23,
    back: { columnNumbers: [2, 3, 4, 5, 0, 1], rowSide: ['bottom_right', 'top_left'] },
    front: {
      actions: ['radicalize_highest_ranked_political', 'radicalize_if_military_favored_highest_ranked_military', 'radicalize'],
      columnArrow: 3,
      pragmaticLoyalty: ['british', 'russian', 'afghan'],
      regionOrder: ['herat', 'punjab', 'transcaspia', 'kabul', 'kandahar', 'persia'],
      rowSideArrow: 1,
    },
  },
  {
    number: 24,
    back: { columnNumbers: [4, 5, 0, 1, 2, 3], rowSide: ['top_left', 'bottom_right'] },
    front: {
      actions: ['radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence', 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy', 'radicalize'],
      columnArrow: 1,
      pragmaticLoyalty: ['afghan', 'british', 'russian'],
      regionOrder: ['persia', 'transcaspia', 'kabul', 'punjab', 'kandahar', 'herat'],
      rowSideArrow: 1,
    },
  },
];

export const WAKHAN_CARD_COUNT = WAKHAN_CARDS.length;

/** The Wakhan card with this number (1–24). */
export const wakhanCard = (n: number): WakhanCardData => WAKHAN_CARDS[n - 1];
