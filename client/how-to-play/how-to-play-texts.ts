/**
 * The "how to play" panel: its own words, and each game's goal, turn and end summed up in a few sentences
 * (the full rules are in games/<game>/RULES.md, which the rules screen shows).
 */
import { dictionary } from '../i18n';

export const howToPlayTexts = dictionary(
  {
    toggle: 'How to play',
    toggleLabel: 'How to play {game}',
    heading: 'How to play {game}',
    goal: 'Goal',
    turn: 'A turn',
    end: 'End of the game',
    ruleLink: 'Rule {rule}',
    ruleLinkLabel: 'Rule {rule} in the full rules',
    fullRules: 'All the rules of {game}',

    paxGoal:
      'Build the strongest play area of influence cards and score the most points, category by category. But if Rome ends at least as strong as every player in four categories, the holder of the Primus Conspiratus wins instead. Alone, you play a campaign against Rome.',
    paxTurn:
      'Draw three cards one at a time and place each at once: one in your hand, one under a legion, one under the deck. Then you may buy all the cards under one legion, and play cards from your hand (the first is free, each next one costs an aureus more) to earn income. Or skip all that: look at Rome’s hidden cards and take 2 aurei.',
    paxEnd:
      'After each round Rome takes the most valuable group of cards under a legion. When the deck can no longer refill the legions, the game ends: Rome is compared with each player in every category, then the points are counted.',
    paxPamirGoal:
      'Back one of the three coalitions (Afghan, British or Russian) in nineteenth-century Afghanistan and have the most victory points, which the Dominance Checks hand out. You may change your loyalty along the way.',
    paxPamirTurn:
      'Take up to two actions: buy a card from the market, play a card into your court, or use the actions printed on your court cards (bonus actions do not count). A card played in a region another player rules costs them a bribe. Then discard down to your limits.',
    paxPamirEnd:
      'A Dominance Check rewards the loyal players of a coalition clearly ahead, or else every player by their cylinders in play. A lead of four points after a check wins at once; otherwise the most points after the last check wins.',
    paxBarbarorumGoal:
      'Lead your people to 100 influence, or take three capitals other than your own. Influence comes from trade and religion.',
    paxBarbarorumTurn:
      'Every round has five phases: wealth (gold from your lands and trade, upkeep for your troops), orders (a hidden token on each of your territories), diplomacy (war, alliances, peace and gifts), action (orders revealed one player at a time, armies move and fight) and influence.',
    paxBarbarorumEnd:
      'The game ends after an influence phase in which someone has 100 influence (with several, the most influential wins), or at once when a player holds three capitals other than their own.',
    resPublicaGoal:
      'Gather sets of five identical cards to found colonies and cities. The most points from cities, colonies and pairs left in hand wins.',
    resPublicaTurn:
      'First trade: make one proposal, asking for cards or offering some, and deal with one other player. Then lay your sets of five, each earning a colony or the next city. Then draw one People card plus one Civilisation card per colony, three cards at most.',
    resPublicaEnd:
      'Whoever draws the last Civilisation card starts the final round: everyone plays one more turn. Then each player adds their cities and colonies, plus a point per pair of identical cards in hand.',
  },
  {
    toggle: 'Comment jouer',
    toggleLabel: 'Comment jouer à {game}',
    heading: 'Comment jouer à {game}',
    goal: 'But du jeu',
    turn: 'Un tour',
    end: 'Fin de la partie',
    ruleLink: 'Règle {rule}',
    ruleLinkLabel: 'Règle {rule} dans les règles complètes',
    fullRules: 'Toutes les règles de {game}',

    paxGoal:
      'Constituez la zone de jeu la plus forte en cartes d’influence et marquez le plus de points, catégorie par catégorie. Mais si Rome finit au moins aussi forte que chaque joueur dans quatre catégories, c’est le détenteur du Primus Conspiratus qui gagne. Seul, vous jouez une campagne contre Rome.',
    paxTurn:
      'Piochez trois cartes une à une et placez chacune aussitôt : une en main, une sous une légion, une sous la pioche. Ensuite, vous pouvez acheter toutes les cartes d’une légion, puis jouer des cartes de votre main (la première est gratuite, chaque suivante coûte un Aureus de plus) pour toucher un revenu. Ou bien renoncez à tout cela : regardez les cartes cachées de Rome et prenez 2 Aurei.',
    paxEnd:
      'Après chaque round, Rome prend le groupe de cartes de plus grande valeur sous une légion. Quand la pioche ne peut plus remplir les légions, la partie s’arrête : Rome est comparée à chaque joueur dans chaque catégorie, puis on compte les points.',
    paxPamirGoal:
      'Soutenez l’une des trois coalitions (afghane, britannique ou russe) dans l’Afghanistan du XIXᵉ siècle et ayez le plus de points de victoire, que distribuent les contrôles de domination. Vous pouvez changer de loyauté en cours de partie.',
    paxPamirTurn:
      'Faites jusqu’à deux actions : acheter une carte au marché, jouer une carte dans votre cour, ou utiliser les actions imprimées sur les cartes de votre cour (les actions bonus ne comptent pas). Jouer une carte dans une région dirigée par un autre joueur lui coûte un pot-de-vin. Défaussez ensuite jusqu’à vos limites.',
    paxPamirEnd:
      'Un contrôle de domination récompense les joueurs loyaux d’une coalition nettement en tête, sinon chaque joueur selon ses cylindres en jeu. Quatre points d’avance après un contrôle donnent la victoire aussitôt ; sinon, le plus de points après le dernier contrôle l’emporte.',
    paxBarbarorumGoal:
      'Menez votre peuple à 100 influences, ou prenez trois capitales autres que la vôtre. L’influence vient du commerce et de la religion.',
    paxBarbarorumTurn:
      'Chaque round compte cinq phases : richesse (l’or de vos terres et du commerce, l’entretien de vos troupes), ordres (un jeton caché sur chacun de vos territoires), diplomatie (guerre, alliances, paix et dons), action (les ordres révélés joueur par joueur, les armées bougent et combattent) et influence.',
    paxBarbarorumEnd:
      'La partie s’arrête après une phase d’influence où quelqu’un a 100 influences (s’ils sont plusieurs, le plus influent gagne), ou aussitôt qu’un joueur tient trois capitales autres que la sienne.',
    resPublicaGoal:
      'Réunissez des groupes de cinq cartes identiques pour fonder colonies et villes. Le plus de points en villes, colonies et paires gardées en main l’emporte.',
    resPublicaTurn:
      'D’abord le commerce : faites une proposition, en demandant des cartes ou en en offrant, et traitez avec un seul autre joueur. Puis posez vos groupes de cinq, chacun rapportant une colonie ou la ville suivante. Enfin piochez une carte Peuple, plus une carte Civilisation par colonie, trois cartes au plus.',
    resPublicaEnd:
      'Celui qui pioche la dernière carte Civilisation ouvre le dernier tour de table : chacun joue encore une fois. Chaque joueur additionne alors ses villes et ses colonies, plus un point par paire de cartes identiques en main.',
  },
);
