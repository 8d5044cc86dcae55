/**
 * What KULT's judge found, in Polish: one message per finding, `.you` for the reader's own seat.
 * Sentences use the present tense (no gender for `{who}`); a possessive `{x's}` is written after
 * its noun in brackets (`w ręce ({who's})` reads "w ręce (Mara)" or "w ręce (ty)"), because a
 * Polish possessive must agree with its noun and a name cannot. Card names and kinds stand in the
 * nominative, after a colon or in apposition.
 */
export const says: Record<string, string> = {
  // Seats and lists inside the sentences.
  'says.seat.pronoun': 'ty',
  'says.seat.pronounPossessive': 'ty',
  'says.seat.possessive': '{name}',
  'says.list.sep': '; ',

  // Card kinds with their article (Polish has none).
  'says.kind.major': 'Wielkie Arkanum',
  'says.kind.being': 'Istota',
  'says.kind.region': 'Region',
  'says.kind.influence': 'karta Wpływu',
  'says.kind.spell': 'Zaklęcie',
  'says.kind.commandment': 'Przykazanie',

  // Card kinds without an article.
  'says.noun.major': 'Wielkie Arkanum',
  'says.noun.being': 'Istota',
  'says.noun.region': 'Region',
  'says.noun.influence': 'karta Wpływu',
  'says.noun.spell': 'Zaklęcie',
  'says.noun.commandment': 'Przykazanie',

  // Acts (what a response may aim at), in the nominative.
  'says.act.sway': 'Przyciąganie',
  'says.act.recruit': 'werbunek',
  'says.act.repel': 'Odpychanie',
  'says.act.proclaim': 'Ogłoszenie',
  'says.act.influence': 'Wpływ',
  'says.act.commandment': 'Przykazanie',
  'says.act.spell': 'Zaklęcie',
  'says.act.ability': 'zdolność',
  'says.act.attack': 'atak',
  'says.act.discard': 'odrzucenie',
  'says.act.weapon': 'wybór Broni',
  'says.or': '{a} lub {b}',

  // Whose turn, whose floor (K-ORDER-01, K-TIMING-04, K-ATTACK-06).
  'says.turn.active': '{who} jest aktywnym graczem',
  'says.turn.active.you': 'jesteś aktywnym graczem',
  'says.turn.notYours': "teraz tura: {active's}; {who} nie może teraz działać",
  'says.floor.holds': '{who} ma głos',
  'says.floor.holds.you': 'masz głos',
  'says.floor.notYours': 'w tym oknie głos ma {who}, a nie {actor}',
  'says.floor.notYours.you': 'w tym oknie głos masz ty, a nie {actor}',
  'says.floor.inWindow': '{who} ma głos w tym oknie',
  'says.floor.inWindow.you': 'masz głos w tym oknie',
  'says.floor.inOpen': '{who} ma głos; otwarte okno: {window}',
  'says.floor.inOpen.you': 'masz głos; otwarte okno: {window}',
  'says.floor.noWindow': 'żadne okno nie jest otwarte: głos ma {who}',
  'says.floor.noWindow.you': 'żadne okno nie jest otwarte: masz głos',
  'says.window.combat': 'pętla modyfikacji walki',
  'says.window.preDraw': 'okno przed dobieraniem',
  'says.window.postDraw': 'okno po dobieraniu',
  'says.pass': '{who} pasuje',
  'says.pass.you': 'pasujesz',

  // Pending choices (Q-09, K-DRAW-03, K-SETUP-04, NET-RANDOM-01).
  'says.pending.answers': '{who} odpowiada na oczekujący wybór',
  'says.pending.answers.you': 'odpowiadasz na oczekujący wybór',
  'says.pending.placeMarker': '{who} musi najpierw wybrać, gdzie trafi znacznik',
  'says.pending.placeMarker.you': 'musisz najpierw wybrać, gdzie trafi znacznik',
  'says.pending.recommit': '{who} musi najpierw ponownie zobowiązać się do swojego przetasowanego stosu odrzuconych',
  'says.pending.recommit.you': 'musisz najpierw ponownie zobowiązać się do swojego przetasowanego stosu odrzuconych',
  'says.pending.cut': '{who} musi najpierw przełożyć przetasowany stos',
  'says.pending.cut.you': 'musisz najpierw przełożyć przetasowany stos',
  'says.pending.random': '{who} musi najpierw pokazać kolejne ogniwo swojego łańcucha skrótów do losowania',
  'says.pending.random.you': 'musisz najpierw pokazać kolejne ogniwo swojego łańcucha skrótów do losowania',
  'says.chain.none': '{who} nie ma w tej partii łańcucha skrótów',
  'says.chain.none.you': 'nie masz w tej partii łańcucha skrótów',
  'says.chain.usedUp': "łańcuch skrótów ({who's}) jest wyczerpany (ogniwa: {n})",
  'says.chain.allUsed': "łańcuch skrótów ({who's}) jest wyczerpany: nie da się już wylosować żadnego wyniku",
  'says.chain.link': '{who} pokazuje ogniwo nr {n} swojego łańcucha skrótów, którego skrót daje ogniwo poprzednie',
  'says.chain.link.you': 'pokazujesz ogniwo nr {n} swojego łańcucha skrótów, którego skrót daje ogniwo poprzednie',
  'says.chain.notNext': "skrót ogniwa ({who's}) nie daje ostatniego ogniwa łańcucha: to nie jest następne ogniwo",
  'says.chain.notNext.you': 'skrót twojego ogniwa nie daje ostatniego ogniwa twojego łańcucha: to nie jest następne ogniwo',
  'says.cut': "{who} przekłada przetasowany stos ({owner's})",
  'says.cut.you': "przekładasz przetasowany stos ({owner's})",

  // The step and the card's timing (K-ORDER, K-CMD-01, K-SPELL-03, K-DEED-INFLUENCE-02, K-ATTACK-17).
  'says.step.yours': "krok {n} ({step}) tury ({who's})",
  'says.step.notActive': "tylko aktywny gracz może to zrobić, w swoim kroku {n}; teraz tura: {active's}",
  'says.timing.turn': "można zagrać w turze ({who's})",
  'says.timing.notTurn': "można zagrać tylko we własnej turze ({who's}); teraz tura: {active's}",
  'says.timing.deeds': "zagrane w turze ({who's})",
  'says.timing.notDeeds': "można zagrać tylko we własnym kroku 4 (Czyny) ({who's}) albo we własnej walce ({who's}) (K-ATTACK-17)",
  'says.timing.step': "zagrane w kroku {n} tury ({who's})",
  'says.timing.notStep': "można zagrać tylko we własnym kroku {n} ({step}) ({who's})",

  // The card played: in hand, its kind (K-DEED-01, K-DISCARD-02, K-CMD-01, K-SPELL-03, K-DEED-INFLUENCE-01, K-DEED-PROCLAIM-01).
  'says.hand.in': "{card} jest w ręce ({who's})",
  'says.hand.notIn': "{card} nie jest w ręce ({who's})",
  'says.card.isKind': '{card} to {kind}',
  'says.card.notCommandment': '{card} to {kind}, a nie Przykazanie',
  'says.card.notSpell': '{card} to {kind}, a nie Zaklęcie',
  'says.card.notInfluence': '{card} to {kind}, a nie karta Wpływu',
  'says.card.proclaimable': '{card} to {kind}: można ją Ogłosić',
  'says.card.notProclaimable': '{card} to {kind}; Ogłasza się tylko Istoty i Regiony',

  'says.unique.inPlay': "{card} jest Unikatowa, a jej egzemplarz jest już w grze w krzyżu ({owner's})",

  // Where a card goes (K-DEED-PROCLAIM-02, K-DEED-INFLUENCE-03/10, K-ATTACH-01).
  'says.proclaim.own': "do własnego Mistycznego Krzyża ({who's})",
  'says.proclaim.notOwn': "tylko do własnego Mistycznego Krzyża ({who's}); {card} nie ma tekstu pozwalającego na krzyż ({owner's})",
  'says.influence.ownMajor': "{card} trafia na własne Wielkie Arkanum ({who's})",
  'says.influence.notOwnMajor': "{card} można skierować Wpływem tylko na własne Wielkie Arkanum ({who's})",
  'says.influence.attaches': "{card} dołącza do karty {host} w krzyżu ({owner's})",
  'says.attach.ownPawn': "{card} dołącza tylko do innego Pionka we własnym krzyżu ({who's})",

  // Suits (K-SUIT-04): one part per Suit the card needs.
  'says.suits.none': 'nie wymaga Kolorów',
  'says.suits.list': '{parts}',
  'says.suits.part': 'wymaga: {suit}×{need}, {who} kontroluje: {suit}×{have}{origin}',
  'says.suits.part.you': 'wymaga: {suit}×{need}, kontrolujesz: {suit}×{have}{origin}',

  // Attacks and Weapons (K-ATTACK-02..04, K-WEAPON-02).
  'says.being.inCast': "{card} to Istota w Obsadzie ({who's}) (pozycja {station})",
  'says.attack.notOwnCast': "atakujący musi być Istotą we własnej Obsadzie ({who's})",
  'says.attack.notOwnCastAt': "atakujący musi być Istotą we własnej Obsadzie ({who's}) ({card} stoi na pozycji {station} w krzyżu ({owner's}))",
  'says.attack.badTarget': 'celem musi być inna Istota w Obsadzie (kart Sceny, Regionów i kart dołączonych nie można atakować)',
  'says.attack.badTargetIs': 'celem musi być inna Istota w Obsadzie: {card} to {kind} na pozycji {station} (kart Sceny, Regionów i kart dołączonych nie można atakować)',
  'says.weapon.own': "walczący ({who's}) wybiera swoją Broń",

  // Spells' casters (K-SPELL-01, K-SPELL-02).
  'says.spell.noCaster': '{who} nie ma w grze Czarownika',
  'says.spell.noCaster.you': 'nie masz w grze Czarownika',
  'says.spell.notCaster': '{caster} nie jest Czarownikiem',
  'says.spell.notInCross': "{card} nie jest w krzyżu ({who's})",
  'says.spell.faceUp': "{card} jest odkryta w krzyżu ({who's})",

  // Targets of Commandments (K-CMD-03) and cancelling (K-TIMING-02, K-TIMING-03).
  'says.target.name': '{card}: wskaż cel przed zagraniem',
  'says.cancel.nothing': 'na stole nie czeka nic, co {card} mogłaby anulować: {what}',
  'says.cancel.cannot': '{card} nie może anulować zagrania: {what}',
  'says.cancel.notOnFloor': '{card} musi celować w zagranie, które wciąż czeka na odpowiedź; wcześniejszych zagrań nie da się sięgnąć',
  'says.cancel.does': '{card} czyni nieskutecznym zagranie: {what}',
  'says.cancel.already': 'zagranie jest już nieskuteczne: {what}',

  // Decks a Major cannot wholly play (K-AFFIL-04..06): warnings, not refusals.
  'says.deck.warning': 'ostrzeżenie: {text}',
  'says.deck.opposite': '{major} nigdy nie może zagrać kart przeciwnej przynależności: {count} z {total}',
  'says.deck.misguidance': '{major} może zagrać Istoty przeciwnej przynależności (kart: {count}) tylko z kartą Misguidance na sobie',
  'says.deck.regions': '{major} nigdy nie może zagrać Regionów przeciwnej przynależności: {regions}',

  // How the game was won (K-WIN-01/02/04).
  'says.win.hub': '{who}: znaczniki w Centrum: {n}; {target}',
  'says.win.hub.you': 'twoje znaczniki w Centrum: {n}; {target}',
  'says.win.regular': 'do zwycięstwa potrzeba znaczników w Centrum: {regular}',
  'says.win.majority': 'pozostałe znaczniki: {remaining}; wygrywa większość: {majority} (zwykły cel: {regular})',

  // Repels (K-REPEL-01, K-REPEL-09, Q-07).
  'says.repel.holds': "znaczniki na miejscu {spot} w krzyżu ({who's}): {n}",
  'says.repel.none': "brak znacznika na miejscu {spot} w krzyżu ({who's})",
  'says.repel.purpose': 'Kolor {suit} pomaga opłacić: {card} ({match})',
  'says.repel.hidden': "cel leży w ukrytej ręce ({who's}): zostanie sprawdzony przy audycie",
  'says.repel.noPurpose': 'Odpychanie musi mieć cel: żadna karta, którą {who} może teraz zagrać, nie wymaga dodatkowego Koloru {suit}',

  // Abilities, The Void (K-GEN-01), Fly in the Ointment, Faith Shortcut (K-ATTACK-16).
  'says.ability.own': "{card} stoi w krzyżu ({who's})",
  'says.ability.notOwn': "{card} stoi w krzyżu ({owner's}), a nie we własnym ({who's})",
  'says.void.discards': '{who} odrzuca losowo jedną z kart (wszystkich: {n})',
  'says.void.discards.you': 'odrzucasz losowo jedną z kart (wszystkich: {n})',
  'says.suitLoss.loses': '{who} traci jeden Kolor {suit} (kontroluje: {n}) do końca tury bieżącego gracza',
  'says.suitLoss.loses.you': 'tracisz jeden Kolor {suit} (kontrolujesz: {n}) do końca tury bieżącego gracza',
  'says.suitLoss.none': '{who} nie kontroluje Koloru {suit}, który można by stracić',
  'says.suitLoss.none.you': 'nie kontrolujesz Koloru {suit}, który można by stracić',
  'says.move.alongCross': "{card} przesuwa znacznik o jeden krok w krzyżu ({who's}) (Obsada ↔ Scena ↔ Centrum)",
};
