/** The diplomacy phase (BARB-DIPLO-*, BARB-NEUTRAL-*, BARB-EVENT-2, BARB-D-TREATIES, BARB-D-BETRAYAL, BARB-D-FREE-DROP, BARB-D-NEUTRAL-MOVE...). */
import { describe, expect, test } from 'vitest';
import { NEUTRAL_CAPITAL_TROOPS } from '../../games/pax-barbarorum/data/factions';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import { allied, atWar } from '../../games/pax-barbarorum/rules/relations';
import { playerView } from '../../games/pax-barbarorum/view';
import { armiesText, G, match, play, position, type Setup } from './position';

const two: Setup = { factions: ['rom', 'car'] };
const three: Setup = { factions: ['rom', 'car', 'mac'] };
const refused = (m: ReturnType<typeof match>, player: string, move: string, ...args: unknown[]) => expect(m.move(player, move, args).ok).toBe(false);

describe('BARB-DIPLO-2: declarations of war', () => {
  test('war on a player; once per phase (BARB-D-DIPLO-ONCE)', () => {
    const m = match(position({ ...two, realm: { rom: { influence: 10 } } }));
    play(m, ['0', 'declareWar', 'car']);
    expect(atWar(G(m), 'rom', 'car')).toBe(true);
    refused(m, '0', 'declareWar', 'car');
    refused(m, '0', 'declareWar', 'rom');
    refused(m, '0', 'declareWar', 'mer');
  });

  test('BARB-NEUTRAL-7, BARB-D-FREE-DROP: each neutral friendly to the victim lowers the aggressor a step', () => {
    const m = match(position({ ...two, ladder: { num: { car: 1 }, ibe: { car: 0 }, dac: { car: 2 } } }));
    play(m, ['0', 'declareWar', 'car']);
    expect(G(m).ladder.num.rom).toBe(3);
    expect(G(m).ladder.ibe.rom).toBe(3);
    expect(G(m).ladder.dac.rom ?? 2).toBe(2);
  });

  test('BARB-D-BETRAYAL: war on an ally ends the alliance and costs a stability point', () => {
    const m = match(position({ ...two, alliances: [['rom', 'car']], owner: { samnium: 'rom', liguria: 'rom' } }));
    play(m, ['0', 'declareWar', 'car']);
    expect(allied(G(m), 'rom', 'car')).toBe(false);
    expect(G(m).realms.rom!.stability).toBe(4);
  });

  test('BARB-NEUTRAL-6: war on a neutral that holds you Friendly costs a stability point and a step everywhere else', () => {
    const m = match(position({ ...two, ladder: { ibe: { rom: 1 }, aed: { rom: 2 } }, owner: { samnium: 'rom', liguria: 'rom' } }));
    play(m, ['0', 'declareWar', 'ibe']);
    expect(G(m).realms.rom!.stability).toBe(4);
    expect(G(m).ladder.aed.rom).toBe(3);
    expect(G(m).ladder.num.rom).toBe(3);
    expect(G(m).ladder.ibe.rom).toBe(1);
  });

  // BARB-NEUTRAL-3: « on ne peut changer de statut qu'une fois par tour pour la même faction. […] Seule exception à la
  // règle : lorsque vous attaquez le territoire d'une faction neutre, celle-ci vous met en Détestation automatiquement. »
  test('BARB-NEUTRAL-3: the victim’s drop (BARB-NEUTRAL-7) spares a standing already changed this round', () => {
    const m = match(position({ ...two, realm: { rom: { influence: 10 } }, ladder: { num: { car: 1 }, ibe: { car: 1 } } }));
    play(m, ['0', 'improveRelation', 'num'], ['0', 'declareWar', 'car']);
    expect(G(m).ladder.num.rom).toBe(1);
    expect(G(m).ladder.ibe.rom).toBe(3);
  });

  test('BARB-NEUTRAL-3: the war penalty (BARB-NEUTRAL-6) spares a standing already changed this round', () => {
    const m = match(position({ ...two, ladder: { ibe: { rom: 1 } }, owner: { samnium: 'rom', liguria: 'rom' }, realm: { car: { influence: 10 } } }));
    play(m, ['1', 'worsenRelation', 'aed', 'rom'], ['0', 'declareWar', 'ibe']);
    expect(G(m).realms.rom!.stability).toBe(4);
    expect(G(m).ladder.aed.rom).toBe(3);
    expect(G(m).ladder.num.rom).toBe(3);
    expect(G(m).ladder.dac.rom).toBe(3);
  });

  test('war on a neutral that holds you Neutral costs nothing', () => {
    const m = match(position({ ...two, owner: { samnium: 'rom', liguria: 'rom' } }));
    play(m, ['0', 'declareWar', 'aed']);
    expect(G(m).realms.rom!.stability).toBe(5);
    expect(G(m).ladder.num.rom ?? 2).toBe(2);
  });
});

describe('BARB-EVENT-2: Free Magna Graecia', () => {
  // BARB-EVENT-2: « Quiconque répond à l'appel immédiatement (et oralement) se voit passer de suite en statut d'allié,
  // même s'il y a plusieurs joueurs acceptant. »
  test('BARB-EVENT-2: war on the Greek cities calls every other player; whoever answers becomes their ally, and is not at war for it', () => {
    const m = match(position(three));
    play(m, ['1', 'ready'], ['0', 'declareWar', 'grk']);
    expect(G(m).step).toEqual({ kind: 'greekCall', declarer: '0', waiting: ['1', '2'], resume: ['0', '2'] });
    expect(legalActions(G(m), '0')).toEqual([]);
    play(m, ['1', 'answerCall', true], ['2', 'answerCall', false]);
    expect(allied(G(m), 'car', 'grk')).toBe(true);
    expect(atWar(G(m), 'car', 'rom')).toBe(false);
    expect(allied(G(m), 'mac', 'grk')).toBe(false);
    expect(G(m).step).toEqual({ kind: 'diplomacy', waiting: ['0', '2'] });
  });
});

describe('BARB-DIPLO-3, BARB-D-TREATIES: alliances and peace', () => {
  test('one proposes, the other accepts; offers to a player who is ready are not possible', () => {
    const m = match(position(three));
    play(m, ['0', 'proposeTreaty', '1', 'alliance']);
    refused(m, '0', 'proposeTreaty', '1', 'alliance');
    expect(legalActions(G(m), '1')).toContainEqual({ move: 'acceptTreaty', args: ['0', 'alliance'] });
    play(m, ['1', 'acceptTreaty', '0', 'alliance']);
    expect(allied(G(m), 'rom', 'car')).toBe(true);
    play(m, ['2', 'ready']);
    refused(m, '0', 'proposeTreaty', '2', 'alliance');
  });

  test('peace needs war, and no province shared by both armies (BARB-D-PEACE)', () => {
    const m = match(position({ ...two, wars: [['rom', 'car']], armies: { lilybaeum: 'car 1s, rom 1s' } }));
    refused(m, '0', 'proposeTreaty', '1', 'peace');
    const n = match(position({ ...two, wars: [['rom', 'car']] }));
    play(n, ['0', 'proposeTreaty', '1', 'peace'], ['1', 'acceptTreaty', '0', 'peace']);
    expect(atWar(G(n), 'rom', 'car')).toBe(false);
    refused(n, '0', 'proposeTreaty', '1', 'peace');
  });

  test('offers lapse when the phase ends', () => {
    const m = match(position(two));
    play(m, ['0', 'proposeTreaty', '1', 'alliance'], ['0', 'ready'], ['1', 'ready']);
    expect(G(m).offers).toEqual([]);
    expect(allied(G(m), 'rom', 'car')).toBe(false);
  });
});

describe('BARB-DIPLO-4: gifts', () => {
  test('gold and cards change hands; the move is redacted; once per recipient per phase', () => {
    const m = match(position({ ...two, hand: { rom: { spy: 2 } } }));
    play(m, ['0', 'give', '1', { gold: 3, tactics: 0, spy: 1, sabotage: 0, march: 0 }]);
    expect(G(m).realms.rom!.gold).toBe(2);
    expect(G(m).realms.car!.gold).toBe(8);
    expect(G(m).players['1'].hand.spy).toBe(1);
    expect(m.state.deltalog?.find((e) => e.action.payload.type === 'give')?.redact).toBe(true);
    refused(m, '0', 'give', '1', { gold: 1, tactics: 0, spy: 0, sabotage: 0, march: 0 });
  });

  test.each([
    ['more gold than held', { gold: 6, tactics: 0, spy: 0, sabotage: 0, march: 0 }],
    ['a card not held', { gold: 0, tactics: 1, spy: 0, sabotage: 0, march: 0 }],
    ['nothing', { gold: 0, tactics: 0, spy: 0, sabotage: 0, march: 0 }],
    ['a fraction', { gold: 0.5, tactics: 0, spy: 0, sabotage: 0, march: 0 }],
  ])('refused: %s', (_label, gift) => {
    refused(match(position(two)), '0', 'give', '1', gift);
  });
});

describe('BARB-DIPLO-5, BARB-DIPLO-6: spies and saboteurs', () => {
  const tokens = (setup: Setup) => {
    const S = position(setup);
    S.tokens = { carthago: '1', byzacena: '1', latium: '0' };
    S.players['1'].orders = { carthago: 'economy', byzacena: 'none' };
    S.players['0'].orders = { latium: 'move' };
    return S;
  };

  test('an Espionage card turns another player’s token face up for everyone; a Sabotage card then discards it', () => {
    const m = match(tokens({ ...three, hand: { rom: { spy: 1 }, mac: { sabotage: 1 } } }));
    refused(m, '0', 'sabotage', 'carthago'); // not revealed yet, and no card
    refused(m, '0', 'spy', 'latium'); // one's own
    play(m, ['0', 'spy', 'carthago']);
    expect(G(m).revealed).toEqual({ carthago: 'economy' });
    expect(G(m).players['0'].hand.spy).toBe(0);
    expect(playerView({ G: G(m), ctx: m.state.ctx, playerID: '2' }).revealed.carthago).toBe('economy');
    play(m, ['2', 'sabotage', 'carthago']);
    expect(G(m).tokens.carthago).toBeUndefined();
    expect(G(m).players['1'].orders.carthago).toBeUndefined();
    expect(G(m).supply.sabotage).toBe(12 + 1);
  });

  test('a spied "no order" token cannot be sabotaged', () => {
    const m = match(tokens({ ...two, hand: { rom: { spy: 1, sabotage: 1 } } }));
    play(m, ['0', 'spy', 'byzacena']);
    expect(G(m).revealed.byzacena).toBe('none');
    refused(m, '0', 'sabotage', 'byzacena');
  });
});

describe('BARB-NEUTRAL-3, -5: the neutral boards', () => {
  test.each<[string, Setup, number]>([
    ['10 − stability', { ...two, realm: { car: { influence: 20, stability: 3 } } }, 7],
    ['BARB-FACTION-2: the Romans pay 4 whatever their stability', { factions: ['car', 'rom'], realm: { rom: { influence: 20, stability: 2 } } }, 4],
  ])('improving costs %s', (_label, setup, cost) => {
    const m = match(position(setup));
    play(m, ['1', 'improveRelation', 'ibe']);
    expect(G(m).realms[setup.factions[1]]!.influence).toBe(20 - cost);
    expect(G(m).ladder.ibe[setup.factions[1]]).toBe(1);
    refused(m, '1', 'improveRelation', 'ibe'); // once per round
  });

  test('not without enough influence; not past Neutral for an Empire (BARB-GOV-3)', () => {
    refused(match(position({ ...two, realm: { rom: { influence: 3 } } })), '0', 'improveRelation', 'ibe');
    refused(match(position({ ...two, government: { rom: 'empire', car: 'empire' }, realm: { rom: { influence: 30 } } })), '0', 'improveRelation', 'ibe');
  });

  test('lowering another player costs 10 − stability; lowering oneself is free (BARB-D-SELF-DROP); the standing then stays for the round', () => {
    const m = match(position({ ...two, realm: { rom: { influence: 10 }, car: { influence: 20 } } }));
    play(m, ['0', 'worsenRelation', 'num', 'car']);
    expect(G(m).realms.rom!.influence).toBe(5);
    expect(G(m).ladder.num.car).toBe(4);
    refused(m, '1', 'improveRelation', 'num');
    play(m, ['1', 'worsenRelation', 'aed', 'car']);
    expect(G(m).realms.car!.influence).toBe(20);
    expect(G(m).ladder.aed.car).toBe(3);
  });
});

describe('BARB-NEUTRAL-8, BARB-D-NEUTRAL-MOVE: asking a neutral to move an army', () => {
  const friendly: Setup = { factions: ['rom', 'arv'], ladder: { aed: { rom: 1 } }, realm: { rom: { gold: 20 } }, wars: [['rom', 'arv']] };

  test('Friendly: 15 − stability gold; the neutral attacks the requester’s enemy and is at war with it', () => {
    const m = match(position(friendly));
    play(m, ['0', 'askNeutral', 'aed', 'aeduia', 'arvernia']);
    expect(G(m).realms.rom!.gold).toBe(10);
    const { s, a, c } = NEUTRAL_CAPITAL_TROOPS;
    expect(armiesText(G(m), 'arvernia')).toBe(`arv 2s0a1c, aed ${s}s${a}a${c}c`);
    expect(atWar(G(m), 'aed', 'arv')).toBe(true);
    refused(m, '0', 'askNeutral', 'aed', 'senonia', 'biturigia'); // once per round per neutral
  });

  test('High esteem: 10 − stability gold; an empty enemy province (kept after a battle, BARB-BATTLE-8) is taken', () => {
    const m = match(position({ ...friendly, ladder: { aed: { rom: 0 } }, armies: { biturigia: '' } }));
    play(m, ['0', 'askNeutral', 'aed', 'senonia', 'biturigia']);
    expect(G(m).realms.rom!.gold).toBe(15);
    expect(G(m).owner.biturigia).toBe('aed');
  });

  test.each<[string, Setup]>([
    ['Neutral standing', { ...friendly, ladder: { aed: { rom: 2 } } }],
    ['the target is not at war with the requester', { ...friendly, wars: [] }],
    ['the neutral holds the target Friendly', { ...friendly, ladder: { aed: { rom: 1, arv: 1 } } }],
    ['not enough gold', { ...friendly, realm: { rom: { gold: 9 } } }],
  ])('refused: %s', (_label, setup) => {
    refused(match(position(setup)), '0', 'askNeutral', 'aed', 'aeduia', 'arvernia');
  });

  test('into its own land or free land', () => {
    const m = match(position(friendly));
    expect(legalActions(G(m), '0')).toContainEqual({ move: 'askNeutral', args: ['aed', 'aeduia', 'sequania'] });
    expect(legalActions(G(m), '0')).toContainEqual({ move: 'askNeutral', args: ['aed', 'aeduia', 'senonia'] });
  });
});

describe('BARB-NEUTRAL-9: peace with a neutral', () => {
  test('costs 10 − stability influence and 10 − stability gold', () => {
    const m = match(position({ ...two, wars: [['rom', 'ibe']], realm: { rom: { influence: 6, gold: 6 } } }));
    play(m, ['0', 'neutralPeace', 'ibe']);
    expect(atWar(G(m), 'rom', 'ibe')).toBe(false);
    expect(G(m).realms.rom).toMatchObject({ influence: 1, gold: 1 });
    refused(match(position({ ...two, wars: [['rom', 'ibe']], realm: { rom: { influence: 4, gold: 6 } } })), '0', 'neutralPeace', 'ibe');
    refused(match(position({ ...two, wars: [['rom', 'car']], realm: { rom: { influence: 9, gold: 9 } } })), '0', 'neutralPeace', 'car');
  });
});

describe('BARB-DIPLO-7: the phase ends when everyone is ready', () => {
  test('players act in any order until each says ready', () => {
    const m = match(position(three));
    play(m, ['2', 'ready']);
    expect(Object.keys(m.state.ctx.activePlayers ?? {}).sort()).toEqual(['0', '1']);
    refused(m, '2', 'declareWar', 'car');
    play(m, ['0', 'ready'], ['1', 'ready']);
    expect(G(m).phase).not.toBe('diplomacy');
  });
});
