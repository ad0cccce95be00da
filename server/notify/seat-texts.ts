/**
 * What a seat is told, in its own language, by e-mail and by Web Push. Plain text with no markup: each
 * channel escapes what it needs. A notice says what is asked and never anything hidden in the game.
 */
import type { NoticeLanguage } from './contact-store';

export const NOTICE_KINDS = ['turn', 'reminder', 'stood-in', 'left'] as const;
/**
 * It became your turn (or you must answer someone); half of the turn's time has passed; a bot played your
 * turn at the deadline; another player left the match after it started (a bot keeps their seat).
 */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface SeatTexts {
  /** The e-mail's subject and the push notification's title. */
  title: string;
  greeting: string;
  /** What happened and what is asked, in a sentence or two. */
  lead: string;
  /** Introduces the personal link. */
  action: string;
  /** Why the link must stay private. */
  linkIsPrivate: string;
  howToStop: string;
  /** The push notification's short body. */
  pushBody: string;
}

interface Words {
  game: string;
  /** The seat's name; empty for none. */
  name: string;
  /** Kind `left`: the name of the player who left. */
  whoLeft?: string;
  /** Kind `reminder`: when the turn is due, written out with its time zone (due-time.ts). */
  due?: string;
}

type Wording = Record<NoticeKind, (words: Words) => Pick<SeatTexts, 'title' | 'lead' | 'action' | 'pushBody'>> & {
  greeting(words: Words): string;
  linkIsPrivate: string;
  howToStop: string;
};

const WORDING: Record<NoticeLanguage, Wording> = {
  en: {
    turn: ({ game }) => ({
      title: `It's your turn in ${game}`,
      lead: `It's your turn in ${game}: the other players are waiting for you.`,
      action: 'Play from your seat:',
      pushBody: 'The other players are waiting for you.',
    }),
    reminder: ({ game, due }) => ({
      title: `Reminder: it's still your turn in ${game}`,
      lead: `Half of the time for this turn in ${game} has passed, and the other players are still waiting for you.${due ? ` Play before ${due}, or a bot plays the turn for you.` : ''}`,
      action: 'Play from your seat:',
      pushBody: due ? `Half of the time for this turn has passed. Play before ${due}.` : 'Half of the time for this turn has passed.',
    }),
    'stood-in': ({ game }) => ({
      title: `A bot played your turn in ${game}`,
      lead: `The time for your turn in ${game} ran out, so a bot played it for you. Open your seat to take it back and play your next turns yourself.`,
      action: 'Take your seat back:',
      pushBody: 'Your time ran out. Open the match to take your seat back.',
    }),
    left: ({ game, whoLeft }) => ({
      title: `${whoLeft || 'A player'} left your match of ${game}`,
      lead: `${whoLeft || 'A player'} left your match of ${game}. A bot now plays their seat, until someone takes it through the invite link; the match goes on.`,
      action: 'Open your seat:',
      pushBody: `${whoLeft || 'A player'} left: a bot plays their seat until someone takes it through the invite link.`,
    }),
    greeting: ({ name }) => (name ? `Hello ${name},` : 'Hello,'),
    linkIsPrivate: 'This link opens your seat: share it with no one.',
    howToStop: "To stop these e-mails, turn them off in the match's notification settings.",
  },
  fr: {
    turn: ({ game }) => ({
      title: `À vous de jouer dans ${game}`,
      lead: `C’est à vous de jouer dans ${game} : les autres joueurs vous attendent.`,
      action: 'Jouez depuis votre place :',
      pushBody: 'Les autres joueurs vous attendent.',
    }),
    reminder: ({ game, due }) => ({
      title: `Rappel : c’est toujours à vous de jouer dans ${game}`,
      lead: `La moitié du temps accordé pour ce tour dans ${game} est écoulée : les autres joueurs vous attendent toujours.${due ? ` Jouez avant le ${due}, sinon un robot jouera ce tour pour vous.` : ''}`,
      action: 'Jouez depuis votre place :',
      pushBody: due ? `La moitié du temps accordé pour ce tour est écoulée. Jouez avant le ${due}.` : 'La moitié du temps accordé pour ce tour est écoulée.',
    }),
    'stood-in': ({ game }) => ({
      title: `Un robot a joué votre tour dans ${game}`,
      lead: `Le temps accordé pour votre tour dans ${game} est écoulé : un robot l’a joué pour vous. Ouvrez votre place pour la reprendre et jouer vous-même les tours suivants.`,
      action: 'Reprenez votre place :',
      pushBody: 'Votre temps était écoulé. Ouvrez la partie pour reprendre votre place.',
    }),
    left: ({ game, whoLeft }) => ({
      title: `${whoLeft || 'Un joueur'} a quitté votre partie de ${game}`,
      lead: `${whoLeft || 'Un joueur'} a quitté votre partie de ${game}. Un robot joue désormais sa place, jusqu’à ce que quelqu’un la prenne par le lien d’invitation ; la partie continue.`,
      action: 'Ouvrez votre place :',
      pushBody: `${whoLeft || 'Un joueur'} est parti : un robot joue sa place jusqu’à ce que quelqu’un la prenne par le lien d’invitation.`,
    }),
    greeting: ({ name }) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    linkIsPrivate: 'Ce lien ouvre votre place : ne le partagez avec personne.',
    howToStop: 'Pour ne plus recevoir ces courriels, désactivez-les dans les réglages de notification de la partie.',
  },
};

export function seatTexts(kind: NoticeKind, language: NoticeLanguage, words: Words): SeatTexts {
  const wording = WORDING[language];
  return { ...wording[kind](words), greeting: wording.greeting(words), linkIsPrivate: wording.linkIsPrivate, howToStop: wording.howToStop };
}
