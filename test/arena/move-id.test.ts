/**
 * BOT-AGENT-3 (arena/move-id.ts): every legal move an agent is sent has a stable id, its canonical JSON, and
 * a move an agent names by value is matched by value, whatever order its keys are written in.
 */
import { expect, test } from 'vitest';
import { chosenMove } from '../../arena/agent';
import { canonicalJson, moveId } from '../../arena/move-id';
import { playArenaGame, type ArenaTask } from '../../arena/play-game';

test('a canonical JSON sorts every object\'s keys, at every depth, and leaves arrays in order', () => {
  expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, 2], e: undefined })).toBe('{"a":[{"c":"x","d":null},2],"b":1}');
  expect(moveId({ move: 'give', args: ['1', { spy: 0, gold: 1 }] })).toBe('{"args":["1",{"gold":1,"spy":0}],"move":"give"}');
  expect(moveId({ move: 'pass' })).toBe(moveId({ move: 'pass', args: [] }));
});

test('an answer names a legal move by index, by id, or by value in any key order', () => {
  const legal = [{ move: 'pass', args: [] }, { move: 'propose', args: [{ seek: { join: 'and', terms: [{ count: 1, type: 'vikings' }] } }] }];
  const reordered = { args: [{ seek: { terms: [{ type: 'vikings', count: 1 }], join: 'and' } }], move: 'propose' };
  expect(chosenMove(reordered, legal)).toBe(legal[1]);
  expect(chosenMove({ id: moveId(legal[1]) }, legal)).toBe(legal[1]);
  expect(chosenMove({ index: 0 }, legal)).toBe(legal[0]);
  expect(() => chosenMove({ id: '{"args":[],"move":"propose"}' }, legal)).toThrow(/illegal move/);
  expect(() => chosenMove({ move: 'propose', args: [{ seek: { join: 'or', terms: [] } }] }, legal)).toThrow(/illegal move/);
});

const task = (seats: string[]): ArenaTask => ({ index: 0, game: 'res-publica', numPlayers: 3, setupData: {}, seed: 'move-ids', seatSeeds: ['s0', 's1', 's2'], seats, agentTimeoutMs: 10_000, sandboxed: true });

/** Answers the legal move with the longest arguments by value, every object's keys written in reverse order; checks each id is the move's canonical JSON. */
const reversing = `cmd:node -e "const rev=(v)=>Array.isArray(v)?v.map(rev):v&&typeof v==='object'?Object.fromEntries(Object.keys(v).reverse().map(k=>[k,rev(v[k])])):v;const canon=(v)=>Array.isArray(v)?'['+v.map(canon).join(',')+']':v&&typeof v==='object'?'{'+Object.keys(v).sort().map(k=>JSON.stringify(k)+':'+canon(v[k])).join(',')+'}':JSON.stringify(v);require('readline').createInterface({input:process.stdin}).on('line',l=>{const m=JSON.parse(l);if(m.type!=='decide')return;const c=m.legal.reduce((a,x)=>JSON.stringify(x.args).length>JSON.stringify(a.args).length?x:a);if(m.legal.some(x=>x.id!==canon({args:x.args,move:x.move})))return console.log('{}');console.log(JSON.stringify(rev({move:c.move,args:c.args})))})"`;

test('an agent naming moves by value with their keys in another order plays a whole Res Publica game (its proposals are objects)', async () => {
  const result = await playArenaGame(task([reversing, 'random', 'random']));
  expect(result.forfeit).toBeUndefined();
  expect(result.error).toBeUndefined();
  expect(result.record.moves.some((move) => move.player === '0' && move.move === 'propose')).toBe(true);
}, 60_000);
