// @vitest-environment happy-dom
/**
 * The join and create forms and the chat box check the server's own text rules (server/player-text.ts)
 * before sending: a name or a line the server would refuse for a forbidden character is not sent, and the
 * form says why in the sentence of the server's refusal, in English and French.
 */
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { ChatFeed, chatDraft, sendChatLine } from '../../client/chat-socket';
import { ChatPanel } from '../../client/components/ChatPanel';
import { NameSubmit } from '../../client/components/NameSubmit';
import { lobbyErrorTexts } from '../../client/lobby-error-texts';
import { MatchSocketLink } from '../../client/match-socket';
import { checkPlayerName, playerNameProblem } from '../../client/my-matches';
import { refusalTexts } from '../../client/refusal-texts';
import { mount, type Mounted } from './replay-mount';

const HIDDEN = ['Ada\u0000', 'Ada\u202Egnp.exe', 'A\u200Bda', 'A\u2066da', '\uFEFFAda', 'Ada\u2060'];

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** Type into a React-controlled field as a browser does: the value, then an input event. */
async function type(field: HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('names', () => {
  test.each(HIDDEN)('%j is a name the lobby would refuse as invalid', (name) => {
    expect(playerNameProblem(name)).toBe('invalid');
    expect(checkPlayerName(name)).toBeUndefined();
  });

  test('the name sent is the one the lobby stores: NFC and trimmed; emoji sequences are names', () => {
    expect(checkPlayerName('  Ame\u0301lie ')).toBe('Am\u00E9lie');
    expect(playerNameProblem('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}')).toBeUndefined();
  });

  test.each(['en', 'fr'] as const)('the submit button is disabled for a name with a forbidden character, with the lobby’s sentence (%s)', async (language) => {
    mounted = await mount(<NameSubmit name={'Ada\u202E'} label="Join" disabled={false} testId="submit" />, language);
    expect((mounted.byTestId('submit') as HTMLButtonElement).disabled).toBe(true);
    expect(mounted.byTestId('name-problem').textContent).toBe(lobbyErrorTexts[language]['name-invalid']);
  });
});

describe('chat lines', () => {
  test.each(HIDDEN)('a draft %j is not sent', (draft) => {
    expect(chatDraft(draft)).toEqual({ problem: 'invalid' });
    const sent: unknown[] = [];
    expect(sendChatLine({ send: (...args) => (sent.push(args), true) }, { matchID: 'm', playerID: '0', credentials: 'c' }, draft)).toBe(false);
    expect(sent).toEqual([]);
  });

  test('tabs and newlines are a chat line’s own', () => {
    expect(chatDraft(' one\n\ttwo ')).toEqual({ text: 'one\n\ttwo' });
  });

  test.each(['en', 'fr'] as const)('the chat box says why a draft cannot be sent, in the refusal’s words, and sends once it can (%s)', async (language) => {
    const feed = new ChatFeed();
    const link = new MatchSocketLink([]);
    mounted = await mount(<ChatPanel feed={feed} link={link} writer={{ matchID: 'm', playerID: '0', credentials: 'c' }} players={[]} connected />, language);
    const box = mounted.byTestId('chat-input') as HTMLTextAreaElement;
    await type(box, 'look\u202Egnp.exe');
    expect((mounted.byTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    const problem = mounted.byTestId('chat-problem');
    expect(problem.textContent).toBe(refusalTexts[language]['chat-text-invalid']);
    expect(box.getAttribute('aria-describedby')).toContain(problem.id);
    await type(box, 'look at this');
    expect((mounted.byTestId('chat-send') as HTMLButtonElement).disabled).toBe(false);
    expect(mounted.container.querySelector('[data-testid="chat-problem"]')).toBeNull();
  });
});
