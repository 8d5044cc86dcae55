/** Polish words for lessons (`<kult-lesson>`, `<kult-lessons>`) and the lobby's Learn entry. */
export const lessons = {
  'lesson.missing': 'Nie ma lekcji o nazwie „{id}”.',
  'lesson.broken': 'Tej lekcji nie można rozegrać:',
  'lesson.minutes': 'około {count} min',
  'lesson.goal': 'Cel:',
  'lesson.coach.label': 'Twój nauczyciel',

  // Hints, in three steps
  'lesson.hint': 'Podpowiedź',
  'lesson.hint.more': 'Kolejna podpowiedź',
  'lesson.hint.all': 'Brak dalszych podpowiedzi',
  'lesson.hint.heading': 'Podpowiedzi',
  'lesson.hint.nudge': 'Pomyśl:',
  'lesson.hint.rule': 'Zasada {rule}:',
  'lesson.hint.move': 'Ruch:',
  'lesson.hint.moveNone': 'Nie masz teraz nic więcej do zrobienia: obserwuj stół.',
  'lesson.rule.loading': 'Wczytywanie treści zasady…',
  'lesson.rule.error': 'Nie udało się wczytać treści zasady.',

  // A refused attempt
  'lesson.refused.heading': 'Niedozwolone: {rules}',
  'lesson.refused.hint': 'Podpowiedź:',

  // The lesson's own check: a listed mistake's explanation (the lesson's words), a move beside the lesson
  'lesson.says.why': '{why}',
  'lesson.says.notOpen': '{goal} Ten ruch nie należy do tej lekcji.',

  'lesson.restart': 'Zacznij od nowa',

  // The goal reached
  'lesson.done.heading': 'Cel osiągnięty',
  'lesson.done.happened': 'Co się stało',
  'lesson.done.chain': 'Łańcuch, zagranie po zagraniu',
  'lesson.done.rules': 'Zasady do dalszej lektury',
  'lesson.next': 'Następna lekcja: {title}',
  'lesson.last': 'To była ostatnia lekcja tej ścieżki.',

  // A quiz before playing
  'lesson.quiz.heading': 'Quiz',
  'lesson.quiz.hint': 'Zaznacz każdą kartę w ręce, którą można teraz zagrać.',
  'lesson.quiz.submit': 'Sprawdź moją odpowiedź',
  'lesson.quiz.wait': 'Pytanie dotyczy chwili, w której dostajesz głos: poczekaj na nią.',
  'lesson.quiz.right': 'Dobrze',
  'lesson.quiz.wrong': 'Źle',
  'lesson.quiz.may': 'można ją teraz zagrać',
  'lesson.quiz.mayNot': 'nie można jej teraz zagrać: {why}',
  'lesson.quiz.ticked': 'zaznaczono',
  'lesson.quiz.unticked': 'pominięto',
  'lesson.quiz.score': 'Dobrze: {right} z {count}.',
  'lesson.quiz.playOn': 'Teraz graj dalej, aż do celu.',
  'lesson.quiz.noPlay': 'nie ma teraz z nią żadnego legalnego zagrania',

  // The path
  'lessons.title': 'Naucz się grać w KULT',
  'lessons.intro': 'Krótkie lekcje na prawdziwym silniku zasad: sędzia wyjaśnia każdy ruch, którego próbujesz. Postępy zostają w tej przeglądarce.',
  'lessons.progress': 'Ukończone lekcje: {done} z {count}',
  'lessons.done': 'ukończona',
  'lessons.todo': 'jeszcze nieukończona',
  'lessons.back': 'Wróć do lekcji',

  // The lobby's entry
  'lobby.learn': 'Nauka',
  'lobby.learn.about': 'Nie znasz jeszcze KULT? Lekcje na prawdziwym silniku uczą stołu, siedmiu kroków tury i zasad kolejności.',
  'lobby.learn.back': 'Wróć do poczekalni',
  'lobby.learn.loading': 'Wczytywanie lekcji…',
  'lobby.learn.failed': 'Nie udało się wczytać lekcji. Sprawdź połączenie i spróbuj ponownie.',
};
