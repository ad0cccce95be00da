/**
 * Playing by correspondence in two browsers, against a real server whose notices go to local receivers
 * (an SMTP server, an HTTP server standing for the webhook): the creator's match waits for the second
 * player and offers no move meanwhile; the creator sets the match's webhook; the second player joins by the
 * invite link (a name with a direction override is not sent) and asks for e-mail; the chat carries text
 * (markup stays text; a draft with an invisible character is not sent); the creator's move makes it
 * the second player's turn, which reaches both receivers; the e-mail's personal link opens the seat in a
 * third browser with nothing else stored. Debian's Chromium through playwright-core, as browser.test.ts.
 *
 * Pax Pamir opens with loyalties chosen one player after the other, so one click hands the turn on. Its
 * first chooser is drawn at random: the server's copy of the game is seeded so that it is the creator.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../games';
import { lobbyErrorTexts } from '../../client/lobby-error-texts';
import { refusalTexts } from '../../client/refusal-texts';
import { startServer, type RunningServer } from '../../server/app';
import { httpReceiver, smtpReceiver, type HttpReceiver, type SmtpReceiver } from '../support/receivers';
import { CLIENT_DIR, connectChromium, screenshot, SHOTS } from '../support/browser';
import { tempSqliteFile } from '../support/server';

const GAME = 'pax-pamir';
/** A seed whose first loyalty chooser, of two players, is seat 0. */
const SEED = 'correspondence-0';

let server: RunningServer;
let browser: Browser;
let smtp: SmtpReceiver;
let hooks: HttpReceiver;

beforeAll(async () => {
  [smtp, hooks] = await Promise.all([smtpReceiver(), httpReceiver(204)]);
  server = await startServer({
    port: 0,
    databaseUrl: tempSqliteFile(),
    clientDir: CLIENT_DIR,
    games: games.map((game) => (game.name === GAME ? { ...game, seed: SEED } : game)),
    notify: { smtpUrl: smtp.url, mailFrom: 'Pax table <pax@example.org>', allowPrivateNetworks: true },
  });
  browser = await connectChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([smtp?.close(), hooks?.close()]);
});

/** The seat chips as one line of text. */
const seatList = async (page: Page) => ((await page.getByRole('list', { name: 'Players' }).textContent()) ?? '').replace(/\s+/g, ' ');

const connected = (page: Page) => expect.poll(() => page.getByTestId('connection-status').getAttribute('data-state'), { timeout: 10_000 }).toBe('connected');

async function newPage(locale: string): Promise<Page> {
  return (await browser.newContext({ locale })).newPage();
}

test('a match waits for its players, then a move tells the next player by e-mail and the webhook; the chat shows markup as text', async () => {
  const alice = await newPage('en-US');
  await alice.goto(server.url);
  await alice.getByTestId('player-name').fill('Alice');
  await alice.getByTestId('game-select').selectOption(GAME);
  await alice.getByTestId('num-players').selectOption('2');
  await alice.getByTestId('deadline').selectOption('3d');
  await alice.getByTestId('create-match').click();
  await alice.getByTestId('match-screen').waitFor();
  await connected(alice);

  // The waiting room: who is missing, the invite link, the deadline; a move is refused until seat 2 is taken.
  const waitingRoom = alice.getByTestId('waiting-room');
  await waitingRoom.waitFor();
  expect(await alice.getByTestId('waiting-free').innerText()).toContain('Seat 2');
  expect(await alice.getByTestId('match-deadline').getAttribute('data-deadline')).toBe('3d');
  const invite = await waitingRoom.getByTestId('invite-link').inputValue();
  const matchID = decodeURIComponent(invite.split('/').at(-1)!);
  expect((await server.storage.fetch(matchID, { state: true })).state.ctx.currentPlayer).toBe('0');
  // The board says whom the match waits for and offers no move (the server refuses one meanwhile:
  // test/server/correspondence.test.ts; the notice of that refusal: test/client/refusal-notice.test.tsx).
  const loyalty = alice.getByRole('button', { name: /^Loyal to the/ });
  expect(await alice.getByTestId('board-seats-to-take').innerText()).toBe('This match waits for someone to take seat 2: no move can be made until then.');
  expect(await loyalty.count()).toBe(0);
  await screenshot(alice, { path: `${SHOTS}/correspondence-waiting.png`, fullPage: true });

  // Alice sets the match's webhook.
  await alice.getByTestId('webhook-url').fill(`${hooks.url}/match-hook`);
  await alice.getByTestId('webhook-save').click();
  await expect.poll(() => alice.getByTestId('webhook-state').innerText()).toBe('This match has a webhook.');

  // Bob joins by the invite link and asks for e-mail notices.
  const bob = await newPage('fr-FR');
  await bob.goto(invite);
  await bob.getByTestId('join-screen').waitFor();
  // A name with a right-to-left override is not sent: the form says why, in the lobby refusal's words.
  await bob.getByTestId('player-name').fill('Bob\u202Egnp.exe');
  expect(await bob.getByTestId('join-button').isDisabled()).toBe(true);
  expect(await bob.getByTestId('name-problem').innerText()).toBe(lobbyErrorTexts.fr['name-invalid']);
  await bob.getByTestId('player-name').fill('Bob');
  await bob.getByTestId('join-button').click();
  await bob.getByTestId('match-screen').waitFor();
  await connected(bob);
  await expect.poll(() => alice.getByTestId('waiting-room').count()).toBe(0);
  // Every seat taken, the turn's three days run: the match screen says when the turn is due, in this browser's zone.
  const due = alice.getByTestId('turn-due');
  await due.waitFor({ timeout: 10_000 });
  const dueAt = Number(await due.getAttribute('data-due'));
  expect(dueAt).toBeGreaterThan(Date.now() + 3 * 86_400_000 - 60_000);
  const dueWords = await alice.evaluate(
    (at) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(at),
    dueAt,
  );
  expect(await due.innerText()).toBe(`This turn is due ${dueWords}.`);
  await bob.getByTestId('notice-email').fill('bob@example.org');
  await bob.getByTestId('notice-email-on').check();
  await bob.getByTestId('notice-email-save').click();
  await bob.getByTestId('notice-email-saved').waitFor();

  // The chat: a line with markup reaches the other browser as the very same text, no element made of it.
  // A draft with a zero-width space is not sent either, and the box says why.
  await bob.getByTestId('chat-input').fill('invisible\u200Bhere');
  await bob.getByTestId('chat-input').press('Enter');
  expect(await bob.getByTestId('chat-send').isDisabled()).toBe(true);
  expect(await bob.getByTestId('chat-problem').innerText()).toBe(refusalTexts.fr['chat-text-invalid']);
  expect(await bob.getByTestId('chat-input').inputValue()).toBe('invisible\u200Bhere');
  const markup = '<b>bold?</b> <img src=x onerror="window.hacked=1"> & co';
  await bob.getByTestId('chat-input').fill(markup);
  await bob.getByTestId('chat-input').press('Enter');
  const aliceLine = alice.getByTestId('chat-line').last();
  await expect.poll(() => aliceLine.locator('.chat-text').innerText(), { timeout: 10_000 }).toBe(markup);
  expect(await aliceLine.locator('b, img').count()).toBe(0);
  expect(await aliceLine.locator('.chat-sender').innerText()).toBe('Bob');
  expect(await alice.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect(await bob.getByTestId('chat-input').inputValue()).toBe('');

  // Alice chooses her loyalty: Bob must choose now, and is told by e-mail and through the webhook.
  await loyalty.first().click();
  await expect.poll(() => bob.getByTestId('turn-indicator').innerText(), { timeout: 10_000 }).toBe('À vous de jouer');
  const toBob = () => smtp.mails.find((received) => received.to.includes('bob@example.org'));
  await expect.poll(toBob, { timeout: 10_000 }).toBeDefined();
  const mail = toBob()!;
  const personalLink = /https?:\/\/\S+#\/seat\/\S+/.exec(mail.mail.text ?? '')?.[0];
  expect(personalLink).toContain(`#/seat/${GAME}/${encodeURIComponent(matchID)}/1/`);
  await expect.poll(() => hooks.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const hook = hooks.requests[0];
  expect(hook.path).toBe('/match-hook');
  const line = JSON.parse(hook.body.toString()) as { content: string };
  expect(line.content).toContain('Bob');
  expect(line.content).toContain(`#/match/${GAME}/`);
  expect(line.content).not.toContain('#/seat/');

  // Bob has made no move this turn: nothing to take back, so the button is not offered (the server's
  // refusal of such a request is tested in test/server/take-back.test.ts).
  expect(await bob.getByTestId('take-back').count()).toBe(0);

  // Bob's screen shows the same personal link as the e-mail.
  expect(await bob.getByTestId('personal-link').inputValue()).toBe(personalLink);

  // The personal link opens Bob's seat in a browser that knows nothing, and leaves the address bar.
  const phone = await newPage('fr-FR');
  await phone.goto(personalLink!);
  await phone.getByTestId('match-screen').waitFor();
  await connected(phone);
  expect(new URL(phone.url()).hash).toBe(`#/match/${GAME}/${encodeURIComponent(matchID)}`);
  await expect.poll(() => phone.getByTestId('turn-indicator').innerText()).toBe('À vous de jouer');
  await phone.getByTestId('chat-input').waitFor();
  await screenshot(alice, { path: `${SHOTS}/correspondence-alice.png`, fullPage: true });
  await screenshot(bob, { path: `${SHOTS}/correspondence-bob.png`, fullPage: true });
}, 120_000);

test('bots fill the free seats and the match starts; a bot standing in for a player is said, and the player takes the seat back', async () => {
  const alice = await newPage('en-US');
  await alice.goto(server.url);
  await alice.getByTestId('player-name').fill('Alice');
  await alice.getByTestId('game-select').selectOption('pax');
  await alice.getByTestId('num-players').selectOption('2');
  await alice.getByTestId('create-match').click();
  await alice.getByTestId('match-screen').waitFor();
  await connected(alice);
  const matchID = decodeURIComponent((await alice.getByTestId('invite-link').inputValue()).split('/').at(-1)!);
  expect(await alice.getByTestId('match-deadline').getAttribute('data-deadline')).toBe('none');

  await alice.getByTestId('fill-with-bots').click();
  await expect.poll(() => alice.getByTestId('waiting-room').count()).toBe(0);
  await expect.poll(() => seatList(alice)).toContain('Bot 2 (bot)');

  // A deadline is days away: mark Alice's seat as the deadline does when it passes.
  const updated = await server.storage.updateMetadata(matchID, (metadata) => {
    Object.assign(metadata.players[0], { bot: 'random', standIn: true });
    return metadata;
  });
  server.engine.seatsChanged(matchID, updated!);
  await alice.getByTestId('take-seat-back').waitFor();
  expect(await seatList(alice)).toContain('Alice (a bot is playing in their place)');
  await alice.getByTestId('take-seat-back').click();
  await expect.poll(() => alice.getByTestId('stand-ins').count()).toBe(0);
  const { metadata } = await server.storage.fetch(matchID, { metadata: true });
  expect(metadata.players[0]).not.toHaveProperty('standIn');
}, 120_000);
