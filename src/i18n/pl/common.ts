/** Polish words shared by every screen: the title, the Suits, the seven steps of a turn (docs/glossary-pl.md). */
export const common = {
  'app.title': 'taroticum — KULT przy stole',
  'suit.skull': 'Czaszka',
  'suit.rose': 'Róża',
  'suit.hourglass': 'Klepsydra',
  'suit.eye': 'Oko',
  'suit.crescent': 'Półksiężyc',
  'step.draw': 'Dobieranie',
  'step.sway': 'Przyciąganie',
  'step.recruit': 'Werbunek',
  'step.deeds': 'Czyny',
  'step.attack': 'Atak',
  'step.discard': 'Odrzucanie',
  'step.flip': 'Odkrywanie',
  // Each language by its own name, the same in every locale.
  'language.en': 'English',
  'language.pl': 'Polski',
  'language.it': 'Italiano',
} as const;
