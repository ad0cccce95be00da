/** The replay viewer's words, in every language the client speaks. */
import { LOBBY_ERROR_CODES, type LobbyErrorCode } from '../../server/protocol';
import { dictionary, format, type Language } from '../i18n';
import { lobbyErrorTexts } from '../lobby-error-texts';

export const replayTexts = dictionary(
  {
    replayTitle: 'Replay: {game}',
    replayFileTitle: 'Replay a record file',
    replayLink: 'Replay move by move',
    controls: 'Replay controls',
    first: 'Start',
    back: 'Previous move',
    forward: 'Next move',
    last: 'Last move',
    stepOf: 'Move {step} of {steps}',
    start: 'Starting position',
    slider: 'Move',
    keysHint: 'Arrow keys step through the moves; Home and End go to the start and the end.',
    loading: 'Loading the match…',
    loadingStep: 'Loading this move…',
    readOnly: 'Replay: nothing played here reaches the match.',
    viewAs: 'Seen by',
    spectator: 'A spectator',
    seatName: '{name}',
    yourSeat: '{name} (you)',
    reveal: 'Reveal every hand',
    ongoing: 'This match is still going on: you see it from your own seat only.',
    finished: 'This match is over: see it from any seat.',
    chat: 'Chat up to this move',
    chatEmpty: 'Nothing said yet.',
    downloadRecord: 'Download record',
    exportPosition: 'Export this position',
    continueHotseat: 'Continue from here in hotseat',
    continueBots: 'Continue from here versus bots',
    continueProblem: 'This position could not be kept on this device: {message}',
    recordUnavailable: 'The record of this match is not available: {message}',
    backToMatch: 'Back to the match',
    openFile: 'Open a record file',
    fileHint: 'A record file (.json) downloaded from a finished match or exported from a position, or an arena’s file of games (.jsonl).',
    gameOfFile: 'Game of the file ({count} games):',
    gameNumber: 'Game {n}',
    fileName: 'File: {name}',
    openAnother: 'Open another file',
    noFile: 'Choose a record file to step through it.',
    // The server's refusals.
    'error-match-in-progress': 'This match is still going on: only its players can replay it, each from their own seat. Open it from the browser you play it with.',
    'error-credentials-invalid': 'The server does not recognise this browser’s seat in this match: you may have left it, or joined it from another browser.',
    'error-not-found': 'This match does not exist on the server.',
    'error-bad-step': 'This move does not exist in this match.',
    'error-unreachable': 'The server cannot be reached. Check the connection and try again.',
    'error-other': 'The server refused to show this replay: {message}',
    retry: 'Try again',
    // A record file's problems (games/match-record.ts RecordProblem).
    'problem-not-json': 'This file is not a record: it is not JSON.',
    'problem-too-large': 'This file is too large to be a record.',
    'problem-not-a-record': 'This file is not a match record (it lacks what a record holds).',
    'problem-unknown-version': 'This record was written by a newer or older version of the table, which this one cannot read.',
    'problem-unknown-game': 'This record is of a game this table does not have: {detail}.',
    'problem-bad-player-count': 'This record has a number of players its game cannot be played with.',
    'problem-bad-setup': 'This record’s game options are not ones the game accepts.',
    'problem-illegal-move': 'This record’s move {step} is not legal in its position: the record is damaged.',
    'problem-unreadable': 'This file could not be read.',
  },
  {
    replayTitle: 'Revoir : {game}',
    replayFileTitle: 'Revoir un fichier de partie',
    replayLink: 'Revoir coup par coup',
    controls: 'Commandes de la relecture',
    first: 'Début',
    back: 'Coup précédent',
    forward: 'Coup suivant',
    last: 'Dernier coup',
    stepOf: 'Coup {step} sur {steps}',
    start: 'Position de départ',
    slider: 'Coup',
    keysHint: 'Les flèches passent d’un coup à l’autre ; Début et Fin mènent au début et à la fin.',
    loading: 'Chargement de la partie…',
    loadingStep: 'Chargement de ce coup…',
    readOnly: 'Relecture : rien de ce qui est joué ici n’atteint la partie.',
    viewAs: 'Point de vue',
    spectator: 'Un spectateur',
    seatName: '{name}',
    yourSeat: '{name} (vous)',
    reveal: 'Montrer toutes les mains',
    ongoing: 'Cette partie est en cours : vous la voyez depuis votre place seulement.',
    finished: 'Cette partie est terminée : voyez-la depuis n’importe quelle place.',
    chat: 'Discussion jusqu’à ce coup',
    chatEmpty: 'Rien n’a encore été dit.',
    downloadRecord: 'Télécharger la partie',
    exportPosition: 'Exporter cette position',
    continueHotseat: 'Continuer d’ici en local (même écran)',
    continueBots: 'Continuer d’ici contre des robots',
    continueProblem: 'Cette position n’a pas pu être gardée sur cet appareil : {message}',
    recordUnavailable: 'Le fichier de cette partie n’est pas disponible : {message}',
    backToMatch: 'Retour à la partie',
    openFile: 'Ouvrir un fichier de partie',
    fileHint: 'Un fichier de partie (.json) téléchargé depuis une partie terminée ou exporté depuis une position, ou le fichier des parties d’une arène (.jsonl).',
    gameOfFile: 'Partie du fichier ({count} parties) :',
    gameNumber: 'Partie {n}',
    fileName: 'Fichier : {name}',
    openAnother: 'Ouvrir un autre fichier',
    noFile: 'Choisissez un fichier de partie pour le revoir coup par coup.',
    'error-match-in-progress': 'Cette partie est en cours : seuls ses joueurs peuvent la revoir, chacun depuis sa place. Ouvrez-la depuis le navigateur avec lequel vous y jouez.',
    'error-credentials-invalid': 'Le serveur ne reconnaît pas la place de ce navigateur dans cette partie : vous l’avez peut-être quittée, ou rejointe depuis un autre navigateur.',
    'error-not-found': 'Cette partie n’existe pas sur le serveur.',
    'error-bad-step': 'Ce coup n’existe pas dans cette partie.',
    'error-unreachable': 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
    'error-other': 'Le serveur a refusé de montrer cette relecture : {message}',
    retry: 'Réessayer',
    'problem-not-json': 'Ce fichier n’est pas une partie : ce n’est pas du JSON.',
    'problem-too-large': 'Ce fichier est trop volumineux pour être une partie.',
    'problem-not-a-record': 'Ce fichier n’est pas un fichier de partie (il n’a pas ce qu’une partie contient).',
    'problem-unknown-version': 'Cette partie a été écrite par une version plus récente ou plus ancienne de la table, que celle-ci ne sait pas lire.',
    'problem-unknown-game': 'Cette partie est d’un jeu que cette table n’a pas : {detail}.',
    'problem-bad-player-count': 'Cette partie a un nombre de joueurs auquel son jeu ne se joue pas.',
    'problem-bad-setup': 'Les options de jeu de cette partie ne sont pas acceptées par le jeu.',
    'problem-illegal-move': 'Le coup {step} de cette partie n’est pas légal dans sa position : le fichier est abîmé.',
    'problem-unreadable': 'Ce fichier n’a pas pu être lu.',
  },
);

export type ReplayTextKey = keyof (typeof replayTexts)['en'];

/** The server's refusal codes the viewer has its own words for (others read as `error-other`). */
export const REPLAY_ERROR_CODES = ['match-in-progress', 'credentials-invalid', 'not-found', 'bad-step', 'unreachable'] as const;

/** The text key of a server refusal (`match-not-found` and `game-not-found` read as `not-found`). */
export function replayErrorKey(code: string): ReplayTextKey {
  if (code === 'match-not-found' || code === 'game-not-found') return 'error-not-found';
  return (REPLAY_ERROR_CODES as readonly string[]).includes(code) ? (`error-${code}` as ReplayTextKey) : 'error-other';
}

/**
 * A failed request in the player's words: the viewer's own text for the replay's codes, the lobby's for
 * the other lobby codes (`seat-invalid`...), else the server's own message.
 */
export function replayErrorText(language: Language, error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  const own = typeof code === 'string' ? replayErrorKey(code) : 'error-other';
  if (own === 'error-other' && isLobbyErrorCode(code)) return lobbyErrorTexts[language][code];
  return format(replayTexts[language][own], { message }, language);
}

const isLobbyErrorCode = (code: unknown): code is LobbyErrorCode => (LOBBY_ERROR_CODES as readonly unknown[]).includes(code);
