/**
 * Fair play in this table's own Polish words (`fairplay.*`). Parameters are this table's own: a
 * rule ID, an act number, an act kind in our words (nominative, after a colon), a count.
 */
export const fairplay = {
  // One sentence per violation code
  'fairplay.violation.refused-legal-act': 'Stół znajomego odrzucił {act}, na które zasady pozwalają w stanie wspólnym dla obu stołów ({rule}). Stoły grające według zasad nigdy się nie różnią, więc partia zostaje zatrzymana jako spór; odrzucone zagranie i odmowa są zachowane jako dowód.',
  'fairplay.violation.forged-ack': 'Stół znajomego potwierdził {act} odciskiem stanu, który nie jest odciskiem tego stołu ({rule}): jego stan nie jest tym, który wynika z zasad. Partia zostaje zatrzymana.',
  'fairplay.violation.illegal-act': 'Stół znajomego próbował wykonać zagranie: {kind} ({act}), na które zasady nie pozwalają ({rule}). Zostało odrzucone i nic się nie zmieniło.',
  'fairplay.violation.bad-message': 'Stół znajomego przysłał wiadomość, którą ten stół odrzuca ({rule}). Została odrzucona i nic się nie zmieniło.',
  'fairplay.violation.illegal-deck': 'Talia znajomego łamie zasady budowy talii ({rule}). Partia zostaje zatrzymana.',
  'fairplay.violation.bad-commitment': 'Stół znajomego otworzył zobowiązanie inaczej, niż je złożył ({rule}): mógł zmienić ukrytą kartę. Partia zostaje zatrzymana.',
  'fairplay.violation.flood': 'Stół znajomego wciąż przysyłał odrzucone lub zniekształcone wiadomości ({rule}). Partia zostaje zatrzymana.',
  'fairplay.violation.no-audit': 'Stół znajomego nie pokazał swoich kart po grze ({rule}): wynik jest niepotwierdzony, co liczy się na niekorzyść znajomego. Jeśli jego karty przyjdą później, nadal zostaną sprawdzone.',
  'fairplay.violation.abandoned': 'Stół znajomego opuścił partię przed jej końcem ({rule}): gra jest nieukończona i niepotwierdzona, co liczy się na niekorzyść znajomego.',
  'fairplay.violation.unknown': 'Stół znajomego złamał zasadę protokołu ({rule}).',
  'fairplay.refusal': 'Jego odmowa powołała się na: {rules}.',
  'fairplay.act': 'zagranie #{seq}',
  'fairplay.act.none': 'zagranie',
  'fairplay.rule.unknown': 'zasada protokołu',

  // The friend's act kinds, in our words (never the friend's text)
  'fairplay.kind.pass': 'pas',
  'fairplay.kind.endStep': 'zakończenie kroku',
  'fairplay.kind.sway': 'Przyciąganie',
  'fairplay.kind.recruit': 'decyzja o werbunku',
  'fairplay.kind.repel': 'Odpychanie',
  'fairplay.kind.proclaim': 'Ogłoszenie',
  'fairplay.kind.influence': 'Wpływ',
  'fairplay.kind.commandment': 'Przykazanie',
  'fairplay.kind.spell': 'Zaklęcie',
  'fairplay.kind.ability': 'zdolność',
  'fairplay.kind.attack': 'atak',
  'fairplay.kind.declineAttack': 'rezygnacja z ataku',
  'fairplay.kind.weapon': 'wybór Broni',
  'fairplay.kind.discard': 'odrzucenie',
  'fairplay.kind.choose': 'położenie znacznika',
  'fairplay.kind.recommit': 'ponowne zobowiązanie przetasowanego stosu',
  'fairplay.kind.cut': 'przełożenie',
  'fairplay.kind.unknown': 'zagranie',

  // On the table, as it happens
  'fairplay.table.count.one': 'Stół znajomego przysłał w tej partii {count} odrzuconą wiadomość.',
  'fairplay.table.count.few': 'Stół znajomego przysłał w tej partii {count} odrzucone wiadomości.',
  'fairplay.table.count.many': 'Stół znajomego przysłał w tej partii {count} odrzuconych wiadomości.',
  'fairplay.table.count.other': 'Stół znajomego przysłał w tej partii {count} odrzuconej wiadomości.',
  'fairplay.stop.heading': 'Partia jest zatrzymana',
  'fairplay.stop.result': 'Zobacz wynik',

  // The result screen's verdict
  'fairplay.result.stopped': 'Partię zatrzymano przed jej końcem.',
  'fairplay.verdict.heading': 'Uczciwa gra',
  'fairplay.verdict.verified': 'Uczciwość potwierdzona: każde zobowiązanie otwarte, obie talie są tymi zobowiązanymi i zgodnymi z zasadami, a każda zagrana karta naprawdę była w ręce.',
  'fairplay.verdict.violated': 'Uczciwość NIEPOTWIERDZONA.',
  'fairplay.verdict.more.one': 'I jeszcze {count} naruszenie.',
  'fairplay.verdict.more.few': 'I jeszcze {count} naruszenia.',
  'fairplay.verdict.more.many': 'I jeszcze {count} naruszeń.',
  'fairplay.verdict.more.other': 'I jeszcze {count} naruszenia.',
  'fairplay.verdict.stop': 'Co zatrzymało partię: {sentence}',
  'fairplay.verdict.unfinished': 'Uczciwość niepotwierdzona: partia skończyła się, zanim oba stoły mogły pokazać karty.',
  'fairplay.verdict.all': 'Wszystkie naruszenia zachowane jako dowód ({count})',
} as const;
