/** Le lezioni (`<kult-lesson>`, `<kult-lessons>`) e la voce Impara della sala d'attesa. Le parole di una lezione vengono dal suo file, mai da qui. */
export const lessons = {
  'lesson.missing': 'Non esiste una lezione chiamata "{id}".',
  'lesson.broken': 'Questa lezione non si può giocare:',
  'lesson.minutes': 'circa {count} min',
  'lesson.goal': 'Obiettivo:',
  'lesson.coach.label': 'Il tuo insegnante',

  // Suggerimenti, in tre passi
  'lesson.hint': 'Suggerimento',
  'lesson.hint.more': 'Un altro suggerimento',
  'lesson.hint.all': 'Nessun altro suggerimento',
  'lesson.hint.heading': 'Suggerimenti',
  'lesson.hint.nudge': 'Pensa:',
  'lesson.hint.rule': 'La regola {rule}:',
  'lesson.hint.move': 'La mossa:',
  'lesson.hint.moveNone': 'Ora non tocca più a te fare nulla: osserva il tavolo.',
  'lesson.rule.loading': 'Caricamento del testo della regola…',
  'lesson.rule.error': 'Non è stato possibile caricare il testo della regola.',

  // Un tentativo rifiutato
  'lesson.refused.heading': 'Non consentito: {rules}',
  'lesson.refused.hint': 'Un suggerimento:',

  // The lesson's own check: a listed mistake's explanation (the lesson's words), a move beside the lesson
  'lesson.says.why': '{why}',
  'lesson.says.notOpen': '{goal} Questa mossa non fa parte di questa lezione.',

  'lesson.restart': 'Ricomincia',

  // Obiettivo raggiunto
  'lesson.done.heading': 'Obiettivo raggiunto',
  'lesson.done.happened': 'Che cosa è successo',
  'lesson.done.chain': 'La catena, atto per atto',
  'lesson.done.rules': 'Regole da approfondire',
  'lesson.next': 'Lezione successiva: {title}',
  'lesson.last': 'Era l’ultima lezione del percorso.',

  // Un quiz prima di giocare
  'lesson.quiz.heading': 'Quiz',
  'lesson.quiz.hint': 'Spunta ogni carta della tua mano che si può giocare ora.',
  'lesson.quiz.submit': 'Controlla la mia risposta',
  'lesson.quiz.wait': 'La domanda riguarda il momento in cui la parola passa a te: aspettalo.',
  'lesson.quiz.right': 'Giusto',
  'lesson.quiz.wrong': 'Sbagliato',
  'lesson.quiz.may': 'si può giocare ora',
  'lesson.quiz.mayNot': 'non si può giocare ora: {why}',
  'lesson.quiz.ticked': "l'hai spuntata",
  'lesson.quiz.unticked': "l'hai lasciata",
  'lesson.quiz.score': 'Giuste: {right} su {count}.',
  'lesson.quiz.playOn': 'Ora gioca fino all’obiettivo.',
  'lesson.quiz.noPlay': 'ora non c’è nessun atto legale con essa',

  // Il percorso
  'lessons.title': 'Impara a giocare a KULT',
  'lessons.intro': 'Brevi lezioni sul vero motore delle regole: il giudice spiega ogni mossa che provi. I tuoi progressi restano in questo browser.',
  'lessons.progress': 'Lezioni completate: {done} su {count}',
  'lessons.done': 'completata',
  'lessons.todo': 'non ancora completata',
  'lessons.back': 'Torna alle lezioni',

  // La voce della sala d'attesa
  'lobby.learn': 'Impara',
  'lobby.learn.about': 'Nuovo di KULT? Le lezioni sul vero motore insegnano il tavolo, le sette fasi e le regole sui tempi di gioco.',
  'lobby.learn.back': 'Torna alla sala d’attesa',
  'lobby.learn.loading': 'Caricamento delle lezioni…',
  'lobby.learn.failed': 'Non è stato possibile caricare le lezioni. Controlla la connessione e riprova.',
};
