import { describe, expect, test } from 'vitest';
import { startRecord } from '../../games/record-play';
import { carryOut } from '../../client/local/confirmed';
import { sceneOf, teacherSeating } from '../../client/local/local-scene';
import { LocalMatchView, saveProblem, type LocalMatchViewProps } from '../../client/local/LocalMatch';
import { LocalPlay } from '../../client/local/local-play';
import { loadLocalMatch } from '../../client/local/load-saved-match';
import { memoryStore, SavedElsewhereError, saveLocalMatch, type SavedMatch } from '../../client/local/saved-matches';
import { startLocalMatch } from '../../client/local/start-local';
import { entryDescriber } from '../../client/log/describe-entry';
import { loadLogTexts } from '../../client/log/use-log-texts';
import { entry, localViewProps, render, seatToMove, someMove, text } from './local-fixtures';

function opened(id: string, store: ReturnType<typeof memoryStore>): SavedMatch {
  const loaded = loadLocalMatch(id, store);
  if (!loaded.ok) throw new Error(loaded.problem);
  return loaded.saved;
}

/** A teacher match with `moves` moves played and saved. */
function teacherMatch(moves: number, mode: SavedMatch['mode'] = 'teacher') {
  const store = memoryStore();
  const id = startLocalMatch(entry, { numPlayers: 3, mode }, store);
  const play = new LocalPlay(opened(id, store).record);
  const reference = startRecord(play.record);
  for (let n = 0; n < moves; n++) {
    const seat = seatToMove(reference);
    const { move, args } = someMove(reference, seat, n);
    reference.move(seat, move, args);
    play.play(seat, move, args);
  }
  const saved = { ...opened(id, store), record: play.record };
  return { store, id, play, saved };
}

const viewProps = (play: LocalPlay, saved: SavedMatch): LocalMatchViewProps => localViewProps(saved, play, { seating: { shown: '0', pending: null } });

describe('teacher mode: going back to an earlier move', () => {
  test('the move list offers every earlier point, the current one marked', () => {
    const { play, saved } = teacherMatch(6);
    const html = render(<LocalMatchView {...viewProps(play, saved)} />);
    for (let step = 0; step < 6; step++) expect(html).toContain(`data-testid="step-back-${step}"`);
    expect(html).not.toContain('data-testid="step-back-6"');
    expect(text(html)).toContain('6. Player');
  });

  test('each move reads as the log says it, and a bot’s is marked', async () => {
    const texts = await loadLogTexts(entry.game.name);
    const { play, saved } = teacherMatch(4);
    // The seat to move after the match's moves (the match's seed is random, so not always the first one's).
    const reference = startRecord(play.record);
    for (const move of play.record.moves) reference.move(move.player, move.move, move.args);
    const seat = seatToMove(reference);
    const choice = someMove(reference, seat, 1);
    expect(play.play(seat, choice.move, choice.args, 'bot').ok).toBe(true);
    const html = text(render(<LocalMatchView {...viewProps(play, saved)} />));
    const describe = entryDescriber({ texts, language: 'en', viewer: 'all', playerName: (s) => `Player ${Number(s) + 1}` });
    const moveEntries = play.log.filter((e) => e.action.type === 'MAKE_MOVE');
    expect(moveEntries).toHaveLength(5);
    moveEntries.forEach((logEntry, index) => expect(html).toContain(`${index + 1}. ${describe(logEntry)!.lines[0].text}`));
    expect(html).toContain('(bot)');
    expect(moveEntries[4]).toMatchObject({ by: 'bot' });
    expect(moveEntries.slice(0, 4).every((e) => !('by' in e))).toBe(true);
  });

  test('stepping back asks first, in the player’s language, with how many moves are dropped', () => {
    const { play, saved } = teacherMatch(6);
    const props = { ...viewProps(play, saved), dialog: { kind: 'step-back', step: 2 } as const };
    expect(text(render(<LocalMatchView {...props} />))).toContain('Go back to the position after move 2? The 4 later moves will be dropped.');
    expect(text(render(<LocalMatchView {...props} />, 'fr'))).toContain('Revenir à la position après le coup 2 ? Les 4 coups suivants seront abandonnés.');
    expect(text(render(<LocalMatchView {...props} dialog={{ kind: 'step-back', step: 0 }} />))).toContain('Go back to the start? The 6 moves played will be dropped.');
    expect(render(<LocalMatchView {...viewProps(play, saved)} />)).not.toContain('role="alertdialog"');
  });

  test('confirmed, the record is cut at that step, saved so, and play goes on from there', () => {
    const { store, id, play, saved } = teacherMatch(8);
    const expected = startRecord(saved.record);
    for (const move of saved.record.moves.slice(0, 3)) expected.move(move.player, move.move, move.args);

    const answered = carryOut({ kind: 'step-back', step: 3 }, play, saved, store);
    if (answered.kind !== 'stay') throw new Error('left the match');
    expect(play.step).toBe(3);
    expect(play.record.moves).toEqual(saved.record.moves.slice(0, 3));
    expect(play.state.G).toEqual(expected.state.G);
    expect(play.state.ctx).toEqual(expected.state.ctx);
    expect(play.log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(3);
    expect(opened(id, store).record.moves).toHaveLength(3);

    // a different move than the one dropped, played from there and kept
    const seat = seatToMove(expected);
    const choices = expected.enumerate(seat);
    const other = choices.find((c) => JSON.stringify(c) !== JSON.stringify({ move: saved.record.moves[3].move, args: saved.record.moves[3].args })) ?? choices[0];
    expect(play.play(seat, other.move, other.args ?? []).ok).toBe(true);
    expect(expected.move(seat, other.move, other.args ?? []).ok).toBe(true);
    carryOut({ kind: 'step-back', step: 4 }, play, { ...answered.saved, record: play.record }, store); // going back to now keeps everything
    expect(opened(id, store).record.moves).toHaveLength(4);
    expect(new LocalPlay(opened(id, store).record).state.G).toEqual(expected.state.G);
  });

  test('only teacher mode offers the move list', () => {
    const { play, saved } = teacherMatch(3, 'hotseat');
    expect(render(<LocalMatchView {...viewProps(play, saved)} />)).not.toContain('data-testid="move-list"');
  });
});

describe('New game asks before throwing the match away', () => {
  test('the question, in both languages, only once asked', () => {
    const { play, saved } = teacherMatch(2, 'hotseat');
    const props = viewProps(play, saved);
    expect(render(<LocalMatchView {...props} />)).not.toContain('confirm-new-game');
    const en = render(<LocalMatchView {...props} dialog={{ kind: 'new-game' }} />);
    expect(en).toContain('data-testid="confirm-new-game"');
    expect(en).toContain('role="alertdialog"');
    expect(text(en)).toContain('Start a new game? This match will be thrown away.');
    expect(text(render(<LocalMatchView {...props} dialog={{ kind: 'new-game' }} />, 'fr'))).toContain('Commencer une nouvelle partie ? Celle-ci sera abandonnée.');
  });

  test('the question is asked over the pass screen too', () => {
    const { play, saved } = teacherMatch(2, 'hotseat');
    const html = render(<LocalMatchView {...viewProps(play, saved)} seating={{ shown: null, pending: '1' }} dialog={{ kind: 'new-game' }} />);
    expect(html).toContain('data-testid="pass-screen"');
    expect(html).toContain('data-testid="confirm-new-game"');
  });

  test('confirmed, the match is removed and the setup form of its kind opens; another match stays', () => {
    const { store, id, play, saved } = teacherMatch(2, 'hotseat');
    const other = saveLocalMatch(saved.record, 'local', ['human', 'random', 'random'], store);
    expect(carryOut({ kind: 'new-game' }, play, saved, store)).toEqual({ kind: 'leave', route: { name: 'hotseat', game: entry.game.name } });
    expect(loadLocalMatch(id, store)).toMatchObject({ ok: false, problem: 'missing' });
    expect(loadLocalMatch(other, store).ok).toBe(true);
    const bots = opened(other, store);
    expect(carryOut({ kind: 'new-game' }, new LocalPlay(bots.record), bots, store)).toMatchObject({ route: { name: 'local' } });
  });
});

describe('what the screen shows', () => {
  const seating = (shown: string | null, pending: string | null = null) => ({ shown, pending });

  test('a teacher’s view moves to the seat that must act after a move, and never waits on a pass screen', () => {
    expect(teacherSeating(seating(null), ['1'])).toEqual(seating('1'));
    expect(teacherSeating(seating('0'), ['2'])).toEqual(seating('2'));
    const acting = seating('2');
    expect(teacherSeating(acting, ['0', '2'])).toBe(acting);
    expect(teacherSeating(seating('1', '2'), ['1'])).toEqual(seating('1'));
    expect(teacherSeating(seating('1'), [])).toEqual(seating('1'));
  });

  test('hotseat waiting for a person is a pass screen; a teacher gets the board of the seat chosen', () => {
    expect(sceneOf('hotseat', seating('0', '1'), ['1', '2'], ['0', '1', '2'], false, 3)).toEqual({ kind: 'pass', to: '1', others: ['2'] });
    expect(sceneOf('teacher', seating('0', '1'), ['1'], ['0', '1', '2'], false, 3)).toEqual({ kind: 'boards', boards: [{ viewer: '0', actor: '0' }] });
    expect(sceneOf('teacher', seating('0'), ['1'], ['0', '1', '2'], true, 3)).toMatchObject({ boards: [{ viewer: '0' }, { viewer: '1' }, { viewer: '2' }] });
    // every seat at once is a teacher's only
    expect(sceneOf('hotseat', seating('0'), ['0'], ['0', '1', '2'], true, 3)).toEqual({ kind: 'boards', boards: [{ viewer: '0', actor: '0' }] });
    expect(sceneOf('local', seating(null), ['1'], ['0'], false, 2)).toEqual({ kind: 'boards', boards: [{ viewer: null, actor: null }] });
  });
});

describe('when saving fails, the match says so', () => {
  test('another page saved first, or the device refused: two different messages, in both languages', () => {
    const { play, saved } = teacherMatch(1, 'hotseat');
    const elsewhere = saveProblem(new SavedElsewhereError(saved.id));
    const quota = saveProblem(new Error('QuotaExceededError'));
    expect(elsewhere.key).toBe('savedElsewhere');
    expect(quota).toEqual({ key: 'saveFailed', params: { message: 'QuotaExceededError' } });
    const props = viewProps(play, saved);
    expect(text(render(<LocalMatchView {...props} notice={elsewhere} />))).toContain('This match was played on or removed in another tab or window');
    expect(text(render(<LocalMatchView {...props} notice={elsewhere} />, 'fr'))).toContain('Cette partie a été jouée ou supprimée dans un autre onglet');
    expect(text(render(<LocalMatchView {...props} notice={quota} />))).toContain('This device refused to keep the match (QuotaExceededError)');
  });
});

describe('teacher mode: whose view the screen shows', () => {
  test('a seat with no name is “the player n” in French, a named one keeps its name', () => {
    const { play, saved } = teacherMatch(0);
    const fr = text(render(<LocalMatchView {...viewProps(play, saved)} />, 'fr'));
    expect(fr).toContain('Vue du joueur 1');
    expect(fr).not.toContain('Vue de Joueur');
    expect(text(render(<LocalMatchView {...viewProps(play, saved)} />))).toContain('View of Player 1');
    const named = { ...saved, record: { ...saved.record, players: { '0': 'Alice', '1': 'Bob', '2': 'Chloé' } } };
    expect(text(render(<LocalMatchView {...viewProps(play, named)} />, 'fr'))).toContain('Vue de Alice');
  });
});
