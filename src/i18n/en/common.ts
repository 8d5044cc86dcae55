export const common = {
  'app.title': 'taroticum — KULT at the table',
  'suit.skull': 'Skull',
  'suit.rose': 'Rose',
  'suit.hourglass': 'Hourglass',
  'suit.eye': 'Eye',
  'suit.crescent': 'Crescent',
  'step.draw': 'Draw',
  'step.sway': 'Sway',
  'step.recruit': 'Recruit',
  'step.deeds': 'Deeds',
  'step.attack': 'Attack',
  'step.discard': 'Discard',
  'step.flip': 'Flip',
  // Each language by its own name, the same in every locale.
  'language.en': 'English',
  'language.pl': 'Polski',
  'language.it': 'Italiano',
} as const;
