/** Every game's rulebook positions are checked by one function each, answering in one shape (games/result.ts). */
import { describe, expect, test } from 'vitest';
import { SCENARIO_IDS as PAX_IDS, SCENARIO_POSITIONS as PAX_POSITIONS } from '../../games/pax/data/scenarios';
import { scenarioState as paxScenario } from '../../games/pax/rules/position';
import { SCENARIO_SPECS as PAMIR_SPECS } from '../../games/pax-pamir/data/scenarios';
import { scenarioState as pamirScenario } from '../../games/pax-pamir/rules/scenario';
import { SCENARIO_IDS as BARB_IDS, scenarioState as barbScenario } from '../../games/pax-barbarorum/rules/scenarios';
import { SCENARIO_IDS as RP_IDS, SCENARIO_POSITIONS as RP_POSITIONS } from '../../games/res-publica/data/scenarios';
import { scenarioPiles, scenarioState as rpScenario } from '../../games/res-publica/rules/scenario';

const keep = <T>(items: T[]): T[] => items;

describe('every rulebook position is accepted, its state as the value', () => {
  test.each(PAX_IDS)('PAX %s', (id) => {
    expect(paxScenario(PAX_POSITIONS[id], keep)).toMatchObject({ ok: true, value: { round: PAX_POSITIONS[id].round } });
  });
  test.each(Object.keys(PAMIR_SPECS) as (keyof typeof PAMIR_SPECS)[])('Pax Pamir %s', (id) => {
    expect(pamirScenario(id, PAMIR_SPECS[id], keep)).toMatchObject({ ok: true, value: { scenario: id } });
  });
  test.each(BARB_IDS)('Pax Barbarorum %s', (id) => {
    expect(barbScenario(id)).toMatchObject({ ok: true, value: { round: expect.any(Number) } });
  });
  test.each(RP_IDS)('Res Publica %s', (id) => {
    const position = RP_POSITIONS[id];
    const seats = position.hands.map((_, i) => String(i));
    expect(rpScenario(position, seats, scenarioPiles(position))).toMatchObject({ ok: true, value: { first: 0 } });
  });
});

describe('a position that cannot be played is a problem code and a detail, never a throw', () => {
  const base = PAX_POSITIONS[PAX_IDS[0]];
  test('PAX: a card token of no card', () => {
    expect(paxScenario({ ...base, rome: 'X9' }, keep)).toEqual({ ok: false, problem: 'bad-notation', detail: 'bad card token X9' });
  });
  test('PAX: one legion too many', () => {
    expect(paxScenario({ ...base, legions: [...base.legions, ''] }, keep)).toEqual({ ok: false, problem: 'impossible-position', detail: 'legion-count' });
  });
});
