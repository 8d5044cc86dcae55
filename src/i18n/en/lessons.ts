/** Lessons (`<kult-lesson>`, `<kult-lessons>`) and the lobby's Learn entry. A lesson's own words come from its file, never from here. */
export const lessons = {
  'lesson.missing': 'There is no lesson called "{id}".',
  'lesson.broken': 'This lesson cannot be played:',
  'lesson.minutes': 'about {count} min',
  'lesson.goal': 'Goal:',
  'lesson.coach.label': 'Your teacher',

  // Hints, in three steps
  'lesson.hint': 'Hint',
  'lesson.hint.more': 'Another hint',
  'lesson.hint.all': 'No more hints',
  'lesson.hint.heading': 'Hints',
  'lesson.hint.nudge': 'Think:',
  'lesson.hint.rule': 'The rule {rule}:',
  'lesson.hint.move': 'The move:',
  'lesson.hint.moveNone': 'Nothing more is yours to do now: watch the table.',
  'lesson.rule.loading': 'Loading the rule’s words…',
  'lesson.rule.error': 'The rule’s words could not be loaded.',

  // A refused attempt
  'lesson.refused.heading': 'Not allowed: {rules}',
  'lesson.refused.hint': 'A hint:',

  // The lesson's own check: a listed mistake's explanation (the lesson's words), a move beside the lesson
  'lesson.says.why': '{why}',
  'lesson.says.notOpen': '{goal} That move is not this lesson’s.',

  'lesson.restart': 'Start again',

  // The goal reached
  'lesson.done.heading': 'Goal reached',
  'lesson.done.happened': 'What happened',
  'lesson.done.chain': 'The chain, act by act',
  'lesson.done.rules': 'Rules to read further',
  'lesson.next': 'Next lesson: {title}',
  'lesson.last': 'That was the last lesson of the path.',

  // A quiz before playing
  'lesson.quiz.heading': 'Quiz',
  'lesson.quiz.hint': 'Tick every card in your hand that may be played now.',
  'lesson.quiz.submit': 'Check my answer',
  'lesson.quiz.wait': 'The question is about the moment the floor comes to you: wait for it.',
  'lesson.quiz.right': 'Right',
  'lesson.quiz.wrong': 'Wrong',
  'lesson.quiz.may': 'may be played now',
  'lesson.quiz.mayNot': 'may not be played now: {why}',
  'lesson.quiz.ticked': 'you ticked it',
  'lesson.quiz.unticked': 'you left it',
  'lesson.quiz.score': '{right} of {count} right.',
  'lesson.quiz.playOn': 'Now play on to the goal.',
  'lesson.quiz.noPlay': 'there is no legal act with it now',

  // The path
  'lessons.title': 'Learn to play KULT',
  'lessons.intro': 'Short lessons on the real rules engine: the judge explains every move you try. Your progress stays in this browser.',
  'lessons.progress': '{done} of {count} lessons done',
  'lessons.done': 'done',
  'lessons.todo': 'not done yet',
  'lessons.back': 'Back to the lessons',

  // The lobby's entry
  'lobby.learn': 'Learn',
  'lobby.learn.about': 'New to KULT? Lessons on the real engine teach the table, the seven steps and the timing rules.',
  'lobby.learn.back': 'Back to the lobby',
  'lobby.learn.loading': 'Loading the lessons…',
  'lobby.learn.failed': 'The lessons could not be loaded. Check the connection and try again.',
};
