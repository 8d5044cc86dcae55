/**
 * Il gioco leale con le parole di questo tavolo (`fairplay.*`): che cosa ha fatto il tavolo
 * dell'amico contro il protocollo (codici di src/net/violation.ts), il verdetto nella schermata
 * del risultato e gli avvisi del tavolo. I parametri sono di questo tavolo: un ID di regola, un
 * numero d'atto, un tipo d'atto con le nostre parole, un conteggio. Mai parole inviate dall'amico.
 */
export const fairplay = {
  // Una frase per codice di violazione
  'fairplay.violation.refused-legal-act': 'Il tavolo del tuo amico ha rifiutato {act}, che le regole consentono nello stato condiviso dai due tavoli ({rule}). I tavoli che rispettano le regole non sono mai in disaccordo, quindi la partita è fermata come contestata; l’atto rifiutato e il rifiuto sono conservati come prova.',
  'fairplay.violation.forged-ack': 'Il tavolo del tuo amico ha confermato {act} con un’impronta dello stato diversa da quella di questo tavolo ({rule}): il suo stato non è quello che danno le regole. La partita è fermata.',
  'fairplay.violation.illegal-act': 'Il tavolo del tuo amico ha tentato di giocare {kind} ({act}), che le regole rifiutano ({rule}). È stato rifiutato e nulla è cambiato.',
  'fairplay.violation.bad-message': 'Il tavolo del tuo amico ha inviato un messaggio che questo tavolo rifiuta ({rule}). È stato rifiutato e nulla è cambiato.',
  'fairplay.violation.illegal-deck': 'Il mazzo del tuo amico viola le regole sui mazzi ({rule}). La partita è fermata.',
  'fairplay.violation.bad-commitment': 'Il tavolo del tuo amico ha aperto un impegno in modo diverso da come l’aveva preso ({rule}): avrebbe potuto cambiare una carta nascosta. La partita è fermata.',
  'fairplay.violation.flood': 'Il tavolo del tuo amico ha continuato a inviare messaggi rifiutati o malformati ({rule}). La partita è fermata.',
  'fairplay.violation.no-audit': 'Il tavolo del tuo amico non ha mostrato le sue carte dopo la partita ({rule}): il risultato non è verificato, e questo va a sfavore del tuo amico. Se le sue carte arrivano in ritardo, vengono comunque controllate.',
  'fairplay.violation.abandoned': 'Il tavolo del tuo amico ha lasciato la partita prima della fine ({rule}): la partita è incompiuta e non verificata, e questo va a sfavore del tuo amico.',
  'fairplay.violation.unknown': 'Il tavolo del tuo amico ha violato una regola del protocollo ({rule}).',
  'fairplay.refusal': 'Il suo rifiuto citava {rules}.',
  'fairplay.act': 'l’atto n. {seq}',
  'fairplay.act.none': 'un atto',
  'fairplay.rule.unknown': 'una regola del protocollo',

  // I tipi d'atto dell'amico, con le nostre parole (mai il testo dell'amico)
  'fairplay.kind.pass': 'un passo',
  'fairplay.kind.endStep': 'la fine di una fase',
  'fairplay.kind.sway': 'uno Spostamento',
  'fairplay.kind.recruit': 'una decisione sulla Conversione',
  'fairplay.kind.repel': 'un Ripudio',
  'fairplay.kind.proclaim': 'un’Occupazione',
  'fairplay.kind.influence': 'un’Influenza',
  'fairplay.kind.commandment': 'un Comandamento',
  'fairplay.kind.spell': 'un Incantesimo',
  'fairplay.kind.ability': 'un’abilità',
  'fairplay.kind.attack': 'un attacco',
  'fairplay.kind.declineAttack': 'un attacco rifiutato',
  'fairplay.kind.weapon': 'la scelta di un’Arma',
  'fairplay.kind.discard': 'uno scarto',
  'fairplay.kind.choose': 'il collocamento di un segnalino',
  'fairplay.kind.recommit': 'un nuovo impegno su un mazzo rimescolato',
  'fairplay.kind.cut': 'un taglio',
  'fairplay.kind.unknown': 'un atto',

  // Al tavolo, mentre succede
  'fairplay.table.count.one': 'Il tavolo del tuo amico ha inviato {count} messaggio rifiutato in questa partita.',
  'fairplay.table.count.many': 'Il tavolo del tuo amico ha inviato {count} messaggi rifiutati in questa partita.',
  'fairplay.table.count.other': 'Il tavolo del tuo amico ha inviato {count} messaggi rifiutati in questa partita.',
  'fairplay.stop.heading': 'La partita è fermata',
  'fairplay.stop.result': 'Vedi il risultato',

  // Il verdetto della schermata del risultato
  'fairplay.result.stopped': 'La partita è stata fermata prima della fine.',
  'fairplay.verdict.heading': 'Gioco leale',
  'fairplay.verdict.verified': 'Gioco leale verificato: ogni impegno è stato aperto, entrambi i mazzi sono quelli impegnati e legali, e ogni carta giocata era davvero in mano.',
  'fairplay.verdict.violated': 'Gioco leale NON verificato.',
  'fairplay.verdict.more.one': 'E ancora {count} violazione.',
  'fairplay.verdict.more.many': 'E ancora {count} violazioni.',
  'fairplay.verdict.more.other': 'E ancora {count} violazioni.',
  'fairplay.verdict.stop': 'Che cosa ha fermato la partita: {sentence}',
  'fairplay.verdict.unfinished': 'Gioco leale non verificato: la partita è finita prima che entrambi i tavoli potessero mostrare le loro carte.',
  'fairplay.verdict.all': 'Tutte le violazioni ({count}) conservate come prova',
} as const;
