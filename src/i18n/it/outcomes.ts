/**
 * Che cosa hanno fatto gli atti e come è cominciata la partita: le righe d'esito del registro e i
 * titoli dei turni, l'avviso e la narrazione del tavolo, la corsa alla vittoria, i totali di un
 * combattimento (components/outcome-words.ts, opening-words.ts, combat-words.ts, punteggio e avviso).
 */
export const outcomes = {
  // Che cosa ha fatto un atto (il suo riepilogo, components/outcome-words.ts).
  'log.outcome.label': 'Che cosa è successo',
  'log.outcome.combat.won': 'Combattimento: {attacker} {a} contro {target} {t}: vince {winner} di {by} ({rule})',
  'log.outcome.combat.tieWon': 'Combattimento: {attacker} {a} contro {target} {t}, parità: {winner} vince in caso di parità ({rule})',
  'log.outcome.combat.tie': 'Combattimento: {attacker} {a} contro {target} {t}, parità: nessuno viene scartato ({rule})',
  'log.outcome.combat.void': 'Il combattimento tra {attacker} e {target} finisce senza esito: un combattente ha lasciato le Stazioni ({rule})',
  'log.outcome.cards.one': 'una carta',
  'log.outcome.cards.many': '{count} carte',
  'log.outcome.cards.other': '{count} carte',
  'log.outcome.hiddenCards.one': 'una carta nascosta',
  'log.outcome.hiddenCards.many': '{count} carte nascoste',
  'log.outcome.hiddenCards.other': '{count} carte nascoste',
  'log.outcome.draw': '{who} pesca {cards}',
  'log.outcome.draw.you': 'Peschi {cards}',
  'log.outcome.handDiscard': '{who} scarta dalla mano {cards}',
  'log.outcome.handDiscard.you': 'Scarti dalla mano {cards}',
  'log.outcome.discarded.one': 'Scartata: {cards}',
  'log.outcome.discarded.many': 'Scartate: {cards}',
  'log.outcome.discarded.other': 'Scartate: {cards}',
  'log.outcome.removed.one': 'Esce dal gioco: {cards}',
  'log.outcome.removed.many': 'Escono dal gioco: {cards}',
  'log.outcome.removed.other': 'Escono dal gioco: {cards}',
  'log.outcome.moved': '{card}: {from} → {to}',
  'log.outcome.place.station': 'Locazione {station} ({owner})',
  'log.outcome.place.attached': 'sotto la Locazione {station} ({owner})',
  'log.outcome.place.hand': 'mano ({owner})',
  'log.outcome.place.drawPile': 'Mazzo di Carte da Pescare ({owner})',
  'log.outcome.place.discardPile': 'Mazzo di Carte Scartate ({owner})',
  'log.outcome.place.removed': 'fuori dal gioco',
  'log.outcome.place.inEffect': 'il tavolo (Comandamenti in vigore: {owner})',
  'log.outcome.place.hubCard': 'carta del Cuore ({owner})',
  'log.outcome.place.nowhere': 'da nessuna parte',
  'log.outcome.reshuffled': '{who} mescola il Mazzo di Carte Scartate ({cards}) in un nuovo Mazzo di Carte da Pescare',
  'log.outcome.reshuffled.you': 'Mescoli il tuo Mazzo di Carte Scartate ({cards}) in un nuovo Mazzo di Carte da Pescare',
  'log.outcome.turned.one': 'Coperta: {cards}',
  'log.outcome.turned.many': 'Coperte: {cards}',
  'log.outcome.turned.other': 'Coperte: {cards}',
  'log.outcome.faceUp.one': 'Scoperta: {cards}',
  'log.outcome.faceUp.many': 'Scoperte: {cards}',
  'log.outcome.faceUp.other': 'Scoperte: {cards}',
  'log.outcome.markers': 'Segnalini: {changes}',
  'log.outcome.marker.spot': '{where} ({owner}) {from} → {to}',
  'log.outcome.marker.hub': 'Cuore ({owner}) {from} → {to}',
  'log.outcome.marker.pool': 'la Pila della Popolazione {from} → {to}',
  'log.outcome.marker.eliminated': 'fuori dal gioco {from} → {to}',
  'log.outcome.won': 'Vince {who} ({rule})',
  'log.outcome.won.you': 'Vinci ({rule})',

  // Come è cominciata la partita (GameUI.opening).
  'log.opening.label': 'Preparazione',
  'log.opening.sameMajor': '{players} hanno svelato lo stesso Arcano Maggiore, {major}, e si scambiano i mazzi',
  'log.opening.sameMajor.you': 'Tu e {others} avete svelato lo stesso Arcano Maggiore, {major}, e vi scambiate i mazzi',
  'log.opening.first': 'Inizia {who}: la Gerarchia più bassa ({hierarchy})',
  'log.opening.first.you': 'Inizi tu: la Gerarchia più bassa ({hierarchy})',
  'log.opening.tie': 'Parità di Gerarchia a {hierarchy}: il seme condiviso sceglie {who} per iniziare',
  'log.opening.rule': '{words} ({rule})',

  // Titoli dei turni.
  'log.turn.heading': 'Turno {turn}',
  'log.turn.count.one': '1 atto',
  'log.turn.count.many': '{count} atti',
  'log.turn.count.other': '{count} atti',

  // I totali di un combattimento (components/combat-words.ts).
  'combat.versus': '{attacker} {a} contro {target} {t}',
  'combat.result.wins': 'vince {winner} ({rule})',
  'combat.result.tieWon': 'parità: {winner} vince in caso di parità ({rule})',
  'combat.result.tie': 'parità: nessuno viene scartato ({rule})',
  'combat.now': '{versus}: {result}',
  'combat.preview': 'Se attacchi: {versus}: {result}',
  'combat.preview.weapon': 'Con {weapon} su {being}, scelta all’inizio del combattimento (K-WEAPON-02): {versus}: {result}',
  'timing.window.combatTotals': 'Modifica del combattimento · {totals}',

  // Il Valore d'Attacco di un Essere in gioco (kult-card, kult-cross).
  'cross.cv': 'VAT {cv}',
  'cross.cvModified': 'VAT {cv} ({parts})',

  // La corsa alla vittoria accanto al nome di ogni giocatore (kult-table/score.ts).
  'table.score.hub': 'Cuore {hub}',
  'table.score.target': 'su {target}',
  'table.score.majority': 'su {target}, la maggioranza dei {remaining} segnalini rimasti',
  'table.score.needs.one': '· a un segnalino dalla vittoria',
  'table.score.needs.many': '· mancano {count} segnalini',
  'table.score.needs.other': '· mancano {count} segnalini',
  'table.score.won': '· ha vinto',

  // L'avviso e la narrazione (kult-table/outcome-banner.ts, narration.ts).
  'table.banner.label': 'Che cosa è appena successo',
  'table.announce.earlier': 'Altre cose successe prima: {count}',
} as const;
