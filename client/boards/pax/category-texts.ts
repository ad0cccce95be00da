/**
 * What each category of card does, in a player's words, in English and French (the rules in RULES.md, cited by
 * category-rules.ts), and how a card's symbols count: the text a card opens on hover, focus and tap.
 */
import { dictionary } from '../../i18n';

export const categoryTexts = dictionary(
  {
    land: 'Land: you may have as many Fleet symbols, and as many Army symbols, as you have Land symbols (or Intrigue symbols, if you have more of those).',
    intrigue:
      'Intrigue: allows Fleets and Armies as Land does (the larger of the two counts sets the limit). A turn in which you play an Intrigue card gives no income. The player with the most Intrigue symbols holds the Primus Conspiratus.',
    religion:
      'Religion: with 3 symbols or more you draw 2 cards at once, place one (under a legion or under the deck), draw the third, and only then choose the card you keep; with 6, three cards at once.',
    senator: 'Senator: a turn in which you play a Senator gives 1 Aureus more income (nothing more if you also play an Intrigue card).',
    wealth: 'Wealth: with 3 symbols or more each group you buy costs 1 Aureus less; with 6, 2 less; and so on.',
    fleet: 'Fleet: with 3 symbols or more you have one Army bonus at the final scoring; with 6, two; and so on. You may not have more Fleet symbols than Land or Intrigue symbols.',
    army: 'Army: with 3 symbols or more you have one Fleet bonus at the final scoring; with 6, two; and so on. You may not have more Army symbols than Land or Intrigue symbols.',
    scout: 'Scout (Nocturnus): with 4 symbols or more the first two cards you play each turn are free; with 8, the first three; and so on.',
    adversary:
      'Adversary (Nocturnus): after your income, with 4 symbols or more you give one card from your hand to Rome; with 8, two; and so on. When players have as many Intrigue symbols, Adversary symbols decide who holds the Primus Conspiratus.',
    militia: 'Militia (Nocturnus): with 4 symbols or more you draw 4 cards instead of 3 and keep 2; with 8, you draw 5 and keep 3; and so on.',
    thisCard: 'This card: {symbols, plural, one {# {category} symbol} other {# {category} symbols}}, printed value {value, plural, one {# Aureus} other {# Aurei}}.',
    counts: 'Symbols count for the category’s power, for the comparison with Rome and for the final points; income counts cards.',
    rules: 'Rules:',
    ruleLink: 'Rule {rule}, in the rules of PAX',
  },
  {
    land: 'Terrain : vous pouvez avoir autant de symboles Flotte, et autant de symboles Armée, que de symboles Terrain (ou Intrigue, si vous en avez davantage).',
    intrigue:
      'Intrigue : permet les Flottes et les Armées comme le Terrain (le plus grand des deux nombres fixe la limite). Un tour où vous jouez une carte Intrigue ne rapporte aucun revenu. Le joueur qui a le plus de symboles Intrigue détient le Primus Conspiratus.',
    religion:
      'Religion : avec 3 symboles ou plus, vous piochez 2 cartes à la fois, en placez une (sous une légion ou sous la pioche), piochez la troisième, et seulement alors choisissez la carte gardée ; avec 6, trois cartes à la fois.',
    senator: 'Sénateur : un tour où vous jouez un Sénateur rapporte 1 Aureus de revenu en plus (rien de plus si vous jouez aussi une carte Intrigue).',
    wealth: 'Richesse : avec 3 symboles ou plus, chaque groupe acheté coûte 1 Aureus de moins ; avec 6, 2 de moins ; et ainsi de suite.',
    fleet: 'Flotte : avec 3 symboles ou plus, vous avez un bonus Armée au décompte final ; avec 6, deux ; et ainsi de suite. Vous ne pouvez pas avoir plus de symboles Flotte que de symboles Terrain ou Intrigue.',
    army: 'Armée : avec 3 symboles ou plus, vous avez un bonus Flotte au décompte final ; avec 6, deux ; et ainsi de suite. Vous ne pouvez pas avoir plus de symboles Armée que de symboles Terrain ou Intrigue.',
    scout: 'Éclaireur (Nocturnus) : avec 4 symboles ou plus, les deux premières cartes que vous jouez à chaque tour sont gratuites ; avec 8, les trois premières ; et ainsi de suite.',
    adversary:
      'Adversaire (Nocturnus) : après votre revenu, avec 4 symboles ou plus, vous donnez une carte de votre main à Rome ; avec 8, deux ; et ainsi de suite. Entre joueurs qui ont autant de symboles Intrigue, les symboles Adversaire décident qui détient le Primus Conspiratus.',
    militia: 'Milice (Nocturnus) : avec 4 symboles ou plus, vous piochez 4 cartes au lieu de 3 et en gardez 2 ; avec 8, vous en piochez 5 et en gardez 3 ; et ainsi de suite.',
    thisCard: 'Cette carte : {symbols, plural, one {# symbole {category}} other {# symboles {category}}}, valeur imprimée {value, plural, one {# Aureus} other {# Aurei}}.',
    counts: 'Les symboles comptent pour le pouvoir de la catégorie, la comparaison avec Rome et les points de la fin ; le revenu compte les cartes.',
    rules: 'Règles :',
    ruleLink: 'Règle {rule}, dans les règles de PAX',
  },
);
