/**
 * The lobby's refusal codes in words. The server's own message is English and meant for logs; players read
 * these. TypeScript makes both languages carry every code of LOBBY_ERROR_CODES.
 */
import type { LobbyErrorCode } from '../server/protocol';
import { dictionary } from './i18n';

export const lobbyErrorTexts = dictionary(
  {
    'bad-request': 'The server could not read this request. Reload the page and try again.',
    'body-too-large': 'This request is too large for the server.',
    'game-not-found': 'This game is not available on this server.',
    'match-not-found': 'This match does not exist on the server.',
    'player-count': 'This game cannot be played with this number of players.',
    'setup-data': 'The game does not accept these options.',
    'name-required': 'Your name is missing: enter one to take a seat.',
    'name-too-long': 'Your name is too long: 40 characters at most.',
    'seat-invalid': 'This seat does not exist in this match.',
    'seat-taken': 'Someone took this seat first. Choose another one.',
    'match-full': 'Every seat of this match is taken.',
    'credentials-invalid': 'The server does not recognise this browser’s seat in this match: you may have left it, or joined it from another browser.',
    'too-many-requests': 'Too many requests in a short time. Wait a moment and try again.',
    'deadline-invalid': 'This deadline is not one the server offers.',
    'email-invalid': 'This e-mail address cannot be used.',
    'push-invalid': 'This browser’s notification subscription cannot be used.',
    'webhook-invalid': 'This webhook address cannot be used: it must be an https address.',
    'nothing-to-fill': 'Every seat is already taken: there is no seat left for a bot.',
    'seat-not-stood-in': 'No bot is playing for this seat.',
    forbidden: 'The server does not allow this request.',
    'not-found': 'The server did not find what this page asked for.',
    conflict: 'Something changed on the server meanwhile. Reload the page and try again.',
    'server-error': 'The server failed on this request. Try again in a moment.',
  } satisfies Record<LobbyErrorCode, string>,
  {
    'bad-request': 'Le serveur n’a pas pu lire cette demande. Rechargez la page et réessayez.',
    'body-too-large': 'Cette demande est trop volumineuse pour le serveur.',
    'game-not-found': 'Ce jeu n’est pas disponible sur ce serveur.',
    'match-not-found': 'Cette partie n’existe pas sur le serveur.',
    'player-count': 'Ce jeu ne se joue pas à ce nombre de joueurs.',
    'setup-data': 'Le jeu n’accepte pas ces options.',
    'name-required': 'Il manque votre nom : saisissez-en un pour prendre une place.',
    'name-too-long': 'Votre nom est trop long : 40 caractères au plus.',
    'seat-invalid': 'Cette place n’existe pas dans cette partie.',
    'seat-taken': 'Quelqu’un a pris cette place avant vous. Choisissez-en une autre.',
    'match-full': 'Toutes les places de cette partie sont prises.',
    'credentials-invalid': 'Le serveur ne reconnaît pas la place de ce navigateur dans cette partie : vous l’avez peut-être quittée, ou rejointe depuis un autre navigateur.',
    'too-many-requests': 'Trop de demandes en peu de temps. Patientez un instant et réessayez.',
    'deadline-invalid': 'Ce délai n’est pas l’un de ceux que propose le serveur.',
    'email-invalid': 'Cette adresse e-mail ne peut pas être utilisée.',
    'push-invalid': 'L’abonnement aux notifications de ce navigateur ne peut pas être utilisé.',
    'webhook-invalid': 'Cette adresse de webhook ne peut pas être utilisée : il faut une adresse https.',
    'nothing-to-fill': 'Toutes les places sont déjà prises : il n’en reste aucune pour un robot.',
    'seat-not-stood-in': 'Aucun robot ne joue pour cette place.',
    forbidden: 'Le serveur n’autorise pas cette demande.',
    'not-found': 'Le serveur n’a pas trouvé ce que cette page demandait.',
    conflict: 'Quelque chose a changé sur le serveur entre-temps. Rechargez la page et réessayez.',
    'server-error': 'Le serveur a échoué sur cette demande. Réessayez dans un instant.',
  },
);
