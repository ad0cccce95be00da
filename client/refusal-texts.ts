/**
 * Why the server refused a move (or a sync), in words for the notice over the board. TypeScript makes
 * both languages carry every code of REFUSAL_CODES.
 */
import type { RefusalCode } from '../server/protocol';
import { dictionary } from './i18n';

export const refusalTexts = dictionary(
  {
    stale: 'Another player moved first: your move was not made. The board shows the match as it is now.',
    'not-synced': 'Your move reached the server before the match was loaded: it was not made. The board shows the match as it is now.',
    'match-not-found': 'The server has no such match: it may have been deleted.',
    unauthorized: 'The server refused this browser’s credentials for this seat: your move was not made.',
    'unknown-move': 'The server does not know this move, so it was not made. This page may be out of date: reload it.',
    'not-allowed-now': 'You cannot make this move now: it was not made. The board shows the match as it is now.',
    'bad-arguments': 'The server could not read this move as sent: it was not made.',
    'invalid-move': 'The rules do not allow this move: it was not made.',
    'game-over': 'The match is over: no more moves can be made.',
    'rate-limited': 'Too many moves in too little time: your last move was not made. Wait a moment and try again.',
    'server-error': 'The server could not save what you sent (a move or a message): nothing changed. Try again.',
    'waiting-for-players': 'The match starts when every seat is taken: your move was not made. Share the invite link, or fill the empty seats with bots.',
    'chat-refused': 'This message was not sent: it is empty, too long (500 characters at most), or sent without a seat.',
    'chat-text-invalid': 'This message was not sent: it holds a character that is not allowed (a control character, a change of writing direction or an invisible character). Remove it and send it again.',
    'chat-too-fast': 'Too many messages in a short time: this one was not sent. Wait a moment.',
    'take-back-refused': 'There is no move you can take back now.',
  } satisfies Record<RefusalCode, string>,
  {
    stale: 'Un autre joueur a joué avant vous : votre coup n’a pas été joué. Le plateau montre la partie telle qu’elle est maintenant.',
    'not-synced': 'Votre coup est arrivé au serveur avant le chargement de la partie : il n’a pas été joué. Le plateau montre la partie telle qu’elle est maintenant.',
    'match-not-found': 'Le serveur ne connaît pas cette partie : elle a peut-être été supprimée.',
    unauthorized: 'Le serveur a refusé les identifiants de ce navigateur pour cette place : votre coup n’a pas été joué.',
    'unknown-move': 'Le serveur ne connaît pas ce coup, qui n’a donc pas été joué. Cette page n’est peut-être plus à jour : rechargez-la.',
    'not-allowed-now': 'Vous ne pouvez pas jouer ce coup maintenant : il n’a pas été joué. Le plateau montre la partie telle qu’elle est maintenant.',
    'bad-arguments': 'Le serveur n’a pas pu lire ce coup tel qu’il a été envoyé : il n’a pas été joué.',
    'invalid-move': 'Les règles n’autorisent pas ce coup : il n’a pas été joué.',
    'game-over': 'La partie est terminée : plus aucun coup n’est possible.',
    'rate-limited': 'Trop de coups en trop peu de temps : votre dernier coup n’a pas été joué. Patientez un instant et réessayez.',
    'server-error': 'Le serveur n’a pas pu enregistrer ce que vous avez envoyé (un coup ou un message) : rien n’a changé. Réessayez.',
    'waiting-for-players': 'La partie commence quand toutes les places sont prises : votre coup n’a pas été joué. Partagez le lien d’invitation, ou complétez les places vides avec des robots.',
    'chat-refused': 'Ce message n’a pas été envoyé : il est vide, trop long (500 caractères au plus), ou envoyé sans place.',
    'chat-text-invalid': 'Ce message n’a pas été envoyé : il contient un caractère interdit (un caractère de contrôle, un changement de sens d’écriture ou un caractère invisible). Retirez-le et renvoyez-le.',
    'chat-too-fast': 'Trop de messages en peu de temps : celui-ci n’a pas été envoyé. Patientez un instant.',
    'take-back-refused': 'Vous n’avez aucun coup à reprendre maintenant.',
  },
);
