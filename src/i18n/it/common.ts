export const common = {
  'app.title': 'taroticum — KULT al tavolo',
  'suit.skull': 'Teschio',
  'suit.rose': 'Rosa',
  'suit.hourglass': 'Clessidra',
  'suit.eye': 'Occhio',
  'suit.crescent': 'Mezzaluna',
  'step.draw': 'Pesca',
  'step.sway': 'Sposta',
  'step.recruit': 'Converti',
  'step.deeds': 'Azioni',
  'step.attack': 'Attacca',
  'step.discard': 'Scarta',
  'step.flip': 'Scopri',
  // Each language by its own name, the same in every locale.
  'language.en': 'English',
  'language.pl': 'Polski',
  'language.it': 'Italiano',
} as const;
