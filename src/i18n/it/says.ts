/**
 * Che cosa ha trovato il giudice di KULT (il `says` di un controllo), un messaggio per esito.
 * `{who}` è il posto di cui parla la frase: la forma `.you` è la frase per il tavolo di quel posto
 * ("hai la parola"), la chiave semplice quella per tutti gli altri ("Mara ha la parola"). In
 * italiano il possessivo `{x's}` si dice con "a": "a te", "a Mara" ("in mano a Mara", "tocca a
 * te", "appartenente a Mara"), che non cambia con il genere della cosa posseduta; `{x}` fuori da
 * una forma `.you` sta sempre dopo una preposizione o un "non" ("da te", "non te").
 */
export const says: Record<string, string> = {
  // I posti e gli elenchi dentro le frasi.
  'says.seat.pronoun': 'te',
  'says.seat.pronounPossessive': 'a te',
  'says.seat.possessive': 'a {name}',
  'says.list.sep': '; ',

  // Tipi di carta con l'articolo.
  'says.kind.major': 'un Arcano Maggiore',
  'says.kind.being': 'un Essere',
  'says.kind.region': 'un Luogo',
  'says.kind.influence': 'una carta Influenza',
  'says.kind.spell': 'un Incantesimo',
  'says.kind.commandment': 'un Comandamento',

  // Tipi di carta senza articolo ("nessuna carta Influenza").
  'says.noun.major': 'Arcano Maggiore',
  'says.noun.being': 'Essere',
  'says.noun.region': 'Luogo',
  'says.noun.influence': 'carta Influenza',
  'says.noun.spell': 'Incantesimo',
  'says.noun.commandment': 'Comandamento',

  // Atti con l'articolo (ciò a cui può mirare una risposta).
  'says.act.sway': 'uno Spostamento',
  'says.act.recruit': 'una Conversione',
  'says.act.repel': 'un Ripudio',
  'says.act.proclaim': 'un’Occupazione',
  'says.act.influence': 'un’Influenza',
  'says.act.commandment': 'un Comandamento',
  'says.act.spell': 'un Incantesimo',
  'says.act.ability': 'un’abilità',
  'says.act.attack': 'un attacco',
  'says.act.discard': 'uno scarto',
  'says.act.weapon': 'la scelta di un’Arma',
  'says.or': '{a} o {b}',

  // Di chi è il turno, chi ha la parola (K-ORDER-01, K-TIMING-04, K-ATTACK-06).
  'says.turn.active': '{who} è il giocatore di turno',
  'says.turn.active.you': 'sei il giocatore di turno',
  'says.turn.notYours': "tocca {active's}; ora non è il momento di agire per {who}",
  'says.floor.holds': '{who} ha la parola',
  'says.floor.holds.you': 'hai la parola',
  'says.floor.notYours': '{who} ha la parola in questa finestra, non {actor}',
  'says.floor.notYours.you': 'hai la parola in questa finestra, non {actor}',
  'says.floor.inWindow': '{who} ha la parola in questa finestra',
  'says.floor.inWindow.you': 'hai la parola in questa finestra',
  'says.floor.inOpen': '{who} ha la parola nella {window}',
  'says.floor.inOpen.you': 'hai la parola nella {window}',
  'says.floor.noWindow': 'nessuna finestra aperta: {who} ha la parola',
  'says.floor.noWindow.you': 'nessuna finestra aperta: hai la parola',
  'says.window.combat': 'finestra di modifica del combattimento',
  'says.window.preDraw': 'finestra prima della pesca',
  'says.window.postDraw': 'finestra dopo la pesca',
  'says.pass': '{who} passa',
  'says.pass.you': 'passi',

  // Scelte in sospeso (Q-09, K-DRAW-03, K-SETUP-04, NET-RANDOM-01).
  'says.pending.answers': '{who} risponde alla scelta in sospeso',
  'says.pending.answers.you': 'rispondi alla scelta in sospeso',
  'says.pending.placeMarker': '{who} deve prima scegliere dove va un segnalino',
  'says.pending.placeMarker.you': 'devi prima scegliere dove va un segnalino',
  'says.pending.recommit': '{who} deve prima prendere un nuovo impegno sul proprio Mazzo di Carte Scartate rimescolato',
  'says.pending.recommit.you': 'devi prima prendere un nuovo impegno sul tuo Mazzo di Carte Scartate rimescolato',
  'says.pending.cut': '{who} deve prima tagliare il mazzo rimescolato',
  'says.pending.cut.you': 'devi prima tagliare il mazzo rimescolato',
  'says.pending.random': '{who} deve prima mostrare il prossimo anello della propria catena di hash per l’estrazione casuale',
  'says.pending.random.you': 'devi prima mostrare il prossimo anello della tua catena di hash per l’estrazione casuale',
  'says.chain.none': '{who} non ha una catena di hash in questa partita',
  'says.chain.none.you': 'non hai una catena di hash in questa partita',
  'says.chain.usedUp': "la catena di hash appartenente {who's} è esaurita ({n} anelli)",
  'says.chain.allUsed': "la catena di hash appartenente {who's} è esaurita: non si può più estrarre alcun esito casuale",
  'says.chain.link': '{who} mostra l’anello {n} della propria catena di hash, il cui hash è l’anello precedente',
  'says.chain.link.you': 'mostri l’anello {n} della tua catena di hash, il cui hash è l’anello precedente',
  'says.chain.notNext': "l’anello appartenente {who's} non ha come hash l’ultimo anello della sua catena: non è il prossimo",
  'says.chain.notNext.you': 'l’hash del tuo anello non è l’ultimo anello della tua catena: non è il prossimo',
  'says.cut': "{who} taglia il mazzo rimescolato appartenente {owner's}",
  'says.cut.you': "tagli il mazzo rimescolato appartenente {owner's}",

  // La fase e i tempi della carta (K-ORDER, K-CMD-01, K-SPELL-03, K-DEED-INFLUENCE-02, K-ATTACK-17).
  'says.step.yours': "fase {n} ({step}) del turno che spetta {who's}",
  'says.step.notActive': "solo il giocatore di turno può farlo, nella propria fase {n}; ora tocca {active's}",
  'says.timing.turn': "giocabile durante il turno che spetta {who's}",
  'says.timing.notTurn': "giocabile solo durante il turno che spetta {who's}; ora tocca {active's}",
  'says.timing.deeds': "giocata nel turno che spetta {who's}",
  'says.timing.notDeeds': "giocabile solo nella fase 4 (Azioni) del turno che spetta {who's} o in un combattimento che spetta {who's} (K-ATTACK-17)",
  'says.timing.step': "giocata nella fase {n} del turno che spetta {who's}",
  'says.timing.notStep': "giocabile solo nella fase {n} ({step}) del turno che spetta {who's}",

  // La carta giocata: in mano, il suo tipo (K-DEED-01, K-DISCARD-02, K-CMD-01, K-SPELL-03, K-DEED-INFLUENCE-01, K-DEED-PROCLAIM-01).
  'says.hand.in': "{card} è in mano {who's}",
  'says.hand.notIn': "{card} non è in mano {who's}",
  'says.card.isKind': '{card} è {kind}',
  'says.card.notCommandment': '{card} è {kind}, non un Comandamento',
  'says.card.notSpell': '{card} è {kind}, non un Incantesimo',
  'says.card.notInfluence': '{card} è {kind}, non una carta Influenza',
  'says.card.proclaimable': '{card} è {kind}: può occupare una Locazione',
  'says.card.notProclaimable': '{card} è {kind}; solo Esseri e Luoghi occupano una Locazione',

  'says.unique.inPlay': "{card} è Unica e una sua copia è già in gioco nella Croce Mistica appartenente {owner's}",

  // Dove va una carta (K-DEED-PROCLAIM-02, K-DEED-INFLUENCE-03/10, K-ATTACH-01).
  'says.proclaim.own': "nella Croce Mistica appartenente {who's}",
  'says.proclaim.notOwn': "solo nella Croce Mistica appartenente {who's}; {card} non ha un testo che consenta la Croce Mistica appartenente {owner's}",
  'says.influence.ownMajor': "{card} va sull’Arcano Maggiore appartenente {who's}",
  'says.influence.notOwnMajor': "{card} può Influenzare solo l’Arcano Maggiore appartenente {who's}",
  'says.influence.attaches': "{card} si associa a {host} nella Croce Mistica appartenente {owner's}",
  'says.attach.ownPawn': "{card} si associa solo a un’altra Pedina nella Croce Mistica appartenente {who's}",

  // Simboli (K-SUIT-04): una parte per ogni Simbolo richiesto dalla carta.
  'says.suits.none': 'non richiede Simboli',
  'says.suits.list': '{parts}',
  'says.suits.part': 'richiede {suit}×{need}, {who} controlla {suit}×{have}{origin}',
  'says.suits.part.you': 'richiede {suit}×{need}, controlli {suit}×{have}{origin}',

  // Attacchi e Armi (K-ATTACK-02..04, K-WEAPON-02).
  'says.being.inCast': "{card} è un Essere nelle Stazioni appartenenti {who's} ({station})",
  'says.attack.notOwnCast': "l’attaccante deve essere un Essere nelle Stazioni appartenenti {who's}",
  'says.attack.notOwnCastAt': "l’attaccante deve essere un Essere nelle Stazioni appartenenti {who's} ({card} è su {station} nella Croce Mistica appartenente {owner's})",
  'says.attack.badTarget': 'il bersaglio deve essere un altro Essere nelle Stazioni di un giocatore (non si possono attaccare le carte della Rosa dei Venti, i Luoghi e le carte associate)',
  'says.attack.badTargetIs': 'il bersaglio deve essere un altro Essere nelle Stazioni di un giocatore: {card} è {kind} su {station} (non si possono attaccare le carte della Rosa dei Venti, i Luoghi e le carte associate)',
  'says.weapon.own': "il combattente appartenente {who's} sceglie la propria Arma",

  // Chi lancia gli Incantesimi (K-SPELL-01, K-SPELL-02).
  'says.spell.noCaster': '{who} non ha uno Stregone in gioco',
  'says.spell.noCaster.you': 'non hai uno Stregone in gioco',
  'says.spell.notCaster': '{caster} non è uno Stregone',
  'says.spell.notInCross': "{card} non è nella Croce Mistica appartenente {who's}",
  'says.spell.faceUp': "{card} è scoperta nella Croce Mistica appartenente {who's}",

  // I bersagli dei Comandamenti (K-CMD-03) e l'annullamento (K-TIMING-02, K-TIMING-03).
  'says.target.name': '{card}: annuncia il suo bersaglio prima di giocarla',
  'says.cancel.nothing': 'non c’è in attesa di risposte alcun atto che {card} possa annullare: {what}',
  'says.cancel.cannot': '{card} non può annullare {what}',
  'says.cancel.notOnFloor': '{card} deve avere come bersaglio un atto ancora in attesa di risposte; gli atti precedenti non si possono raggiungere',
  'says.cancel.does': '{card} rende inefficace {what}',
  'says.cancel.already': 'è già inefficace: {what}',

  // Mazzi che un Arcano Maggiore non può giocare del tutto (K-AFFIL-04..06): avvisi, non rifiuti.
  'says.deck.warning': 'attenzione: {text}',
  'says.deck.opposite': 'carte che {major} non potrà mai giocare (affiliazione opposta): {count} su {total}',
  'says.deck.misguidance': 'gli Esseri dell’affiliazione opposta ({count} carte) possono essere giocati da {major} solo con Misguidance su di esso',
  'says.deck.regions': '{regions}: {major} non potrà mai giocarli (Luogo dell’affiliazione opposta)',

  // Come è stata vinta la partita (K-WIN-01/02/04).
  'says.win.hub': '{who} ha {n} segnalini nel Cuore: {target}',
  'says.win.hub.you': 'hai {n} segnalini nel Cuore: {target}',
  'says.win.regular': 'vincono {regular} segnalini nel Cuore',
  'says.win.majority': 'restano {remaining} segnalini: vince una maggioranza di {majority} (obiettivo regolare {regular})',

  // Ripudi (K-REPEL-01, K-REPEL-09, Q-07).
  'says.repel.holds': "segnalini su {spot} nella Croce Mistica appartenente {who's}: {n}",
  'says.repel.none': "nessun segnalino su {spot} nella Croce Mistica appartenente {who's}",
  'says.repel.purpose': 'il Simbolo {suit} aiuta a pagare {card} ({match})',
  'says.repel.hidden': "lo scopo sta nelle carte nascoste in mano {who's}: viene verificato alla verifica finale",
  'says.repel.noPurpose': 'un Ripudio deve avere uno scopo: nessuna carta giocabile ora da {who} richiede un altro Simbolo {suit}',

  // Abilità, The Void (K-GEN-01), Fly in the Ointment, Faith Shortcut (K-ATTACK-16).
  'says.ability.own': "{card} sta nella Croce Mistica appartenente {who's}",
  'says.ability.notOwn': "{card} sta nella Croce Mistica appartenente {owner's}, non in quella appartenente {who's}",
  'says.void.discards': '{who} scarta a caso una carta su {n}',
  'says.void.discards.you': 'scarti a caso una carta su {n}',
  'says.suitLoss.loses': '{who} perde un Simbolo {suit} (ne controlla {n}) fino alla fine del turno del giocatore di turno',
  'says.suitLoss.loses.you': 'perdi un Simbolo {suit} (ne controlli {n}) fino alla fine del turno del giocatore di turno',
  'says.suitLoss.none': '{who} non controlla alcun Simbolo {suit} da perdere',
  'says.suitLoss.none.you': 'non controlli alcun Simbolo {suit} da perdere',
  'says.move.alongCross': "{card} sposta un segnalino di uno spazio lungo la Croce Mistica appartenente {who's} (Stazioni ↔ Rosa dei Venti ↔ Cuore)",
};
