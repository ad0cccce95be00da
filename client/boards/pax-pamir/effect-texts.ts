/**
 * The full effect of every special ability (court cards) and of both halves of every event, in English (the
 * shared card data's own words) and French. Keyed by the ability and effect ids of games/pax-pamir/data.
 */
import { ABILITIES } from '../../../games/pax-pamir/data/abilities';
import { EVENT_CARDS } from '../../../games/pax-pamir/data/event-cards';
import { dictionary } from '../../i18n';

/** French effects of the special abilities and of both halves of the events (English: the card data). */
const frenchEffects = {
  indispensable_advisors: 'Les combats d’espions ne peuvent pas retirer les espions du propriétaire.',
  insurrection: 'Après chaque contrôle de domination, deux armées afghanes sont placées à Kaboul.',
  claim_of_ancient_lineage: 'Pour l’action Taxer, le propriétaire compte comme gouvernant toutes les régions.',
  bodyguards: 'L’action Trahir ne peut pas viser les cartes politiques du propriétaire.',
  citadel_kabul: 'Les tribus du propriétaire à Kaboul ne peuvent pas être retirées par un combat.',
  citadel_transcaspia: 'Les tribus du propriétaire en Transcaspienne ne peuvent pas être retirées par un combat.',
  strange_bedfellows: 'Quand des espions se déplacent, les cartes de cour d’une même région comptent comme adjacentes.',
  civil_service_reforms: 'Aucun pot-de-vin n’est dû pour utiliser les cartes du propriétaire prises en otage.',
  safe_house: 'Un espion du propriétaire retiré par un autre joueur lors d’un combat peut être placé sur cette carte à la place.',
  charismatic_courtiers: 'Le propriétaire ne paie aucun pot-de-vin pour jouer des cartes.',
  blackmail_herat: 'Au début du tour du propriétaire, un espion peut être placé sur une carte de cour d’Hérat qui n’a pas d’espion.',
  blackmail_kandahar: 'Au début du tour du propriétaire, un espion peut être placé sur une carte de cour de Kandahar qui n’a pas d’espion.',
  indian_supplies: 'Les armées du propriétaire se déplacent sans avoir besoin de route.',
  well_connected: 'Avec l’action Déplacer, les espions du propriétaire peuvent aller deux fois plus loin.',
  herat_influence: 'Les cartes d’Hérat ne coûtent rien au propriétaire au marché.',
  persian_influence: 'Les cartes de Perse ne coûtent rien au propriétaire au marché.',
  russian_influence: 'Les patriotes russes ne coûtent rien au propriétaire au marché.',
  infrastructure: 'Après une action Construire, le propriétaire place un bloc de plus là où c’est permis.',
  savvy_operator: 'Cette carte compte toujours comme étant du secteur favori.',
  irregulars: 'Cette carte compte toujours comme étant du secteur favori.',
  military_favored: 'Le secteur favori devient Militaire.',
  new_tactics: 'Jusqu’au prochain contrôle de domination, les cartes militaires de l’acheteur comptent comme favorites.',
  embarrassment_of_riches: 'Jusqu’après le prochain contrôle de domination, les cadeaux ne donnent aucune influence.',
  koh_i_noor_recovered: 'Jusqu’après le prochain contrôle de domination, chaque cadeau de l’acheteur donne une influence de plus.',
  disregard_for_customs: 'Jusqu’au prochain contrôle de domination, personne ne paie de pot-de-vin.',
  courtly_manners: 'Jusqu’au prochain contrôle de domination, l’acheteur peut refuser de payer les pots-de-vin.',
  failure_to_impress: 'Chaque joueur défausse toutes ses récompenses de loyauté.',
  rumor: 'L’acheteur désigne un joueur dont les patriotes ne donnent aucune influence jusqu’après le prochain contrôle de domination.',
  riots_in_punjab: 'Toutes les tribus et armées du Pendjab sont retirées.',
  conflict_fatigue: 'Au prochain contrôle de domination, une coalition domine avec deux blocs d’avance au lieu de quatre.',
  riots_in_herat: 'Toutes les tribus et armées d’Hérat sont retirées.',
  nationalism: 'Jusqu’au prochain contrôle de domination, les tribus de l’acheteur peuvent se déplacer et combattre comme des armées.',
  no_effect: 'Il ne se passe rien.',
  public_withdrawal: 'Ne peut pas être acheté ; les roupies posées dessus au marché sortent du jeu.',
  riots_in_kabul: 'Toutes les tribus et armées de Kaboul sont retirées.',
  nation_building: 'Jusqu’au prochain contrôle de domination, l’action Construire de l’acheteur place deux fois plus de blocs.',
  riots_in_persia: 'Toutes les tribus et armées de Perse sont retirées.',
  backing_of_persian_aristocracy: 'L’acheteur prend trois roupies à la banque.',
  confidence_failure: 'Chaque joueur défausse en même temps une carte de sa main.',
  other_persuasive_methods: 'L’acheteur échange sa main avec celle d’un autre joueur (une main vide peut être échangée).',
  intelligence_favored: 'Le secteur favori devient Espionnage.',
  pashtunwali_values: 'L’acheteur choisit le secteur favori ; les icônes de changement de secteur sont ignorées jusqu’au prochain contrôle de domination.',
  political_favored: 'Le secteur favori devient Politique.',
  rebuke: 'L’acheteur retire toutes les tribus et armées d’une région.',
};

/** English effects, as the shared card data words them (typographic apostrophes for ICU). */
const englishEffects = Object.fromEntries(
  [
    ...Object.entries(ABILITIES).map(([id, ability]) => [id, ability.effect] as const),
    ...EVENT_CARDS.flatMap((event) => [[event.discarded.id, event.discarded.effect] as const, [event.purchased.id, event.purchased.effect] as const]),
  ].map(([id, effect]) => [id, effect.replace(/'/g, '’')]),
) as Record<keyof typeof frenchEffects, string>;

/** The full effect of every special ability and of both halves of every event. */
export const effectTexts = dictionary(englishEffects, frenchEffects);
