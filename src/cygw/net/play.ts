/**
 * Cult between friends: the acts judged and applied with the shared hidden decks
 * (docs/cygw.md). A table's own deck steps (keys, shuffles, shares) are acts of type `deck`; every
 * other act runs the one-page rules, and the cards they move become hidden-deck steps: the public
 * ones every table derives, the private ones the mover sealed to its act (`sealAct`), each judged
 * by the hidden decks' own judge.
 */
import type { SeatId, Secrets } from '../../engine/game.js';
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
import { openCard, passEvent, putEvent, shareEvent, stepDeck, keyEvent, shuffleEvent, sharesOwed, type DeckEvent, type HiddenDeckState } from '../../engine/hidden/index.js';
import type { CygwCards } from '../cards/types.js';
import type { CardPlay, CygwAction, DeckStepOf } from '../actions.js';
import { DECK_NAMES, type CygwState, type DeckName } from '../state.js';
import { applyAct, deepFreeze, draftOf, judgeAct } from '../rules/judge.js';
import { settle } from '../rules/flow.js';
import { dealt, handleOf, iidOf, owing, setupDue, syncOpened } from './decks.js';
import { planMoves, type Move } from './moves.js';
import { deckSeed, saltOf, SEED_SECRET } from './seed.js';

type Decks = Record<DeckName, HiddenDeckState>;
export type NetResult = { readonly ok: true; readonly state: CygwState; readonly judgement: Judgement<unknown> } | { readonly ok: false; readonly judgement: Judgement<unknown> };

const copy = draftOf;
const strip = (a: CygwAction): CygwAction => {
  const { sealed: _sealed, ...rest } = a as CygwAction & { sealed?: unknown };
  return rest as CygwAction;
};

/** The cards an act turns face up from its player's hand: a card played or sold (C-FLOW-04, C-FLOW-05). */
export function shownBy(a: CygwAction): string[] {
  switch (a.type) {
    case 'miracle':
    case 'intrigue':
    case 'sell':
      return [a.card];
    case 'ability':
      return a.play ? [a.play.card] : [];
    default:
      return [];
  }
}

/** Steps one event on a deck: the new decks, or the refusal's check. */
function step(decks: Decks, deck: DeckName, e: DeckEvent): { ok: true; decks: Decks } | { ok: false; check: Check } {
  const r = stepDeck(decks[deck], e);
  if (!r.judgement.ok) return { ok: false, check: r.judgement.checks.find((c) => !c.ok) ?? check('NET-DECK-11', false, 'a deck step was refused') };
  return { ok: true, decks: { ...decks, [deck]: r.state } };
}

/** A seat's `deck` act: its keys, its shuffles, or the shares it owes (NET-DECK-01…07). */
function deckAct(cards: CygwCards, s: CygwState, a: Extract<CygwAction, { type: 'deck' }>): NetResult {
  const refuse = (c: Check): NetResult => ({ ok: false, judgement: judgement(a, [c]) });
  const net = s.net!;
  const due = setupDue(net);
  const kinds = due ? [due.kind] : ['share'];
  let decks: Decks = { ...net.decks };
  for (const { deck, event } of a.events as readonly DeckStepOf[]) {
    if (event.by !== a.player) return refuse(check('NET-DECK-05', false, 'a table sends only its own deck steps'));
    if (!kinds.includes(event.kind)) return refuse(check(due ? (due.kind === 'key' ? 'NET-DECK-01' : 'NET-DECK-02') : 'NET-DECK-05', false, due ? `the decks wait for ${due.kind === 'key' ? 'keys' : 'shuffles'}` : 'only decryption shares are owed now'));
    const r = step(decks, deck, event);
    if (!r.ok) return refuse(r.check);
    decks = r.decks;
  }
  // A seat's turn of the setup is all its keys, or its shuffle of every deck, at once.
  if (due && setupDue({ decks })?.seat === a.player && setupDue({ decks })?.kind === due.kind) return refuse(check(due.kind === 'key' ? 'NET-DECK-01' : 'NET-DECK-02', false, 'every deck needs this step from you now'));
  const d = copy(s);
  d.net = { decks };
  if (d.phase === 'deal' && dealt(d.net)) {
    // C-SETUP-03: the market's three Licenses turned face up off the shuffled deck (C-FLOW-R03).
    d.market = d.decks.license.splice(0, 3);
    for (let k = 0; k < d.market.length; k++) {
      const r = step(d.net.decks, 'license', { kind: 'reveal', by: a.player, from: 'top' });
      if (!r.ok) return refuse(r.check);
      d.net = { decks: r.decks };
    }
    d.phase = 'supremacy';
  }
  syncOpened(cards, d);
  settle(cards, d);
  return { ok: true, state: deepFreeze(d), judgement: judgement(a, [check(due ? (due.kind === 'key' ? 'NET-DECK-01' : 'NET-DECK-02') : 'NET-DECK-06', true, 'the deck steps are sound')]) };
}

/**
 * Runs a rules act between friends. `sealed` are the act's private deck steps (a receiving table
 * checks them); `make` (the acting table's) makes them instead, with its seed.
 */
function rulesAct(cards: CygwCards, s: CygwState, a: CygwAction, make: ((deck: DeckName, move: Move | { kind: 'show' | 'share'; handle: number }, decks: Decks) => DeckEvent) | null): NetResult & { sealed?: DeckStepOf[] } {
  const refuse = (c: Check): NetResult => ({ ok: false, judgement: judgement(a, [c]) });
  const given: DeckStepOf[] = a.type === 'deck' ? [] : [...((a.sealed ?? []) as readonly DeckStepOf[])];
  const out: DeckStepOf[] = [];
  let decks: Decks = { ...s.net!.decks };
  const take = (deck: DeckName, want: { kind: string; handle: number }): { ok: true; event: DeckEvent } | { ok: false; check: Check } => {
    if (make) {
      const event = make(deck, want as Move, decks);
      out.push({ deck, event });
      return { ok: true, event };
    }
    const next = given.shift();
    if (!next || next.deck !== deck || next.event.kind !== want.kind || !('handle' in next.event) || next.event.handle !== want.handle || next.event.by !== a.player) {
      return { ok: false, check: check('NET-DECK-11', false, `the act's sealed deck steps are not the cards it moves (${want.kind} expected)`) };
    }
    return { ok: true, event: next.event };
  };
  const before = copy(s);
  // The cards it turns face up are shown first (the holder's share opens them), so the rules judge them known.
  for (const iid of shownBy(a)) {
    const at = handleOf(iid);
    // Shown unless every table knows it already (the hidden deck holds its value).
    if (!at || !before.cults[a.player]?.hand.includes(iid) || decks[at.deck].slots[at.handle]?.value !== undefined) continue;
    for (const kind of ['show', 'share'] as const) {
      const e = take(at.deck, { kind, handle: at.handle });
      if (!e.ok) return refuse(e.check);
      const r = step(decks, at.deck, e.event);
      if (!r.ok) return refuse(r.check);
      decks = r.decks;
    }
  }
  before.net = { decks };
  syncOpened(cards, before);
  const bare = strip(a);
  const j = judgeAct(cards, before, bare);
  if (!j.ok) return { ok: false, judgement: j };
  const after = applyAct(cards, before, bare, false);
  const plan = planMoves(before, after);
  if (!plan.ok) return refuse(check('NET-DECK-11', false, plan.why));
  for (const m of plan.moves) {
    let e: DeckEvent;
    if (m.kind === 'draw') e = { kind: 'draw', by: m.by, from: m.from };
    else if (m.kind === 'reveal') e = { kind: 'reveal', by: a.player, from: m.from };
    else {
      const t = take(m.deck, m);
      if (!t.ok) return refuse(t.check);
      e = t.event;
    }
    const r = step(decks, m.deck, e);
    if (!r.ok) return refuse(r.check);
    decks = r.decks;
  }
  if (!make && given.length > 0) return refuse(check('NET-DECK-11', false, 'the act seals deck steps for cards it does not move'));
  for (const name of DECK_NAMES) {
    const order = decks[name].deck.map((h) => iidOf(name, h));
    if (order.join() !== after.decks[name].join()) return refuse(check('C-CORE-17', false, `the ${name} deck's order differs from the shared deck's`));
  }
  after.net = { decks };
  syncOpened(cards, after);
  settle(cards, after);
  return { ok: true, state: deepFreeze(after), judgement: j, ...(make ? { sealed: out } : {}) };
}

/** Judges and applies an act between friends. */
export function netAct(cards: CygwCards, s: CygwState, a: CygwAction): NetResult {
  if (a.type === 'deck') {
    const floor = setupDue(s.net!)?.seat ?? owing(s)[0];
    if (floor !== a.player) return { ok: false, judgement: judgement(a, [check('NET-DECK-05', false, floor ? `the decks wait for ${floor}` : 'no deck step is due')]) };
    return deckAct(cards, s, a);
  }
  return rulesAct(cards, s, a, null);
}

/** The acting table seals its act: the private deck steps its cards' moves need, made with its seed. */
export function sealAct(cards: CygwCards, s: CygwState, seat: SeatId, a: CygwAction, secrets: Secrets): CygwAction {
  if (!s.net || a.type === 'deck') return a;
  const salt = saltOf(secrets);
  if (!salt) return a;
  const make = (deck: DeckName, m: Move | { kind: 'show' | 'share'; handle: number }, decks: Decks): DeckEvent => {
    const seed = deckSeed(salt, deck);
    const state = decks[deck];
    switch (m.kind) {
      case 'show':
        return { kind: 'show', by: seat, handle: m.handle };
      case 'share':
        return shareEvent(state, seat, seed, m.handle);
      case 'pass':
        return passEvent(state, seat, seed, m.handle, m.to);
      case 'put':
        return putEvent(state, seat, seed, m.handle, m.where);
      default:
        throw new Error('a public deck step is never sealed');
    }
  };
  const r = rulesAct(cards, s, strip(a), make);
  return r.ok && r.sealed && r.sealed.length > 0 ? ({ ...strip(a), sealed: r.sealed } as unknown as CygwAction) : strip(a);
}

/** The shared state with the identities of this seat's own hand filled in, opened with its seed. */
export function withOwnCards(cards: CygwCards, s: CygwState, seat: SeatId, secrets: Secrets): CygwState {
  const salt = saltOf(secrets);
  const c = s.cults[seat];
  if (!s.net || !salt || !c) return s;
  const ident = { ...s.ident };
  let changed = false;
  for (const iid of c.hand) {
    if (ident[iid] !== null) continue;
    const at = handleOf(iid);
    if (!at) continue;
    const v = openCard(s.net.decks[at.deck], seat, deckSeed(salt, at.deck), at.handle);
    if (typeof v === 'number') {
      ident[iid] = cards.decks[at.deck][v] ?? null;
      changed = true;
    }
  }
  return changed ? deepFreeze({ ...s, ident }) : s;
}

/** The deck act a table makes by itself when the decks wait for it: its keys, its shuffles, or the shares it owes. */
export function deckAnswer(s: CygwState, seat: SeatId, secrets: Secrets, token: () => string): { action: CygwAction; secrets?: Secrets } | null {
  if (!s.net) return null;
  const due = setupDue(s.net);
  const owes = !due && owing(s)[0] === seat;
  if (!(due?.seat === seat || owes)) return null;
  const existing = saltOf(secrets);
  const salt = existing ?? token();
  const events: DeckStepOf[] = [];
  for (const deck of DECK_NAMES) {
    const state = s.net.decks[deck];
    const seed = deckSeed(salt, deck);
    if (due?.kind === 'key' && state.keys[seat] === undefined) events.push({ deck, event: keyEvent(state, seat, seed) });
    else if (due?.kind === 'shuffle' && state.setup.seats[state.shuffles.length] === seat) events.push({ deck, event: shuffleEvent(state, seat, seed) });
    else if (owes) for (const e of sharesOwed(state, seat, seed)) events.push({ deck, event: e });
  }
  if (events.length === 0) return null;
  return { action: { type: 'deck', player: seat, events } as unknown as CygwAction, ...(existing ? {} : { secrets: { [SEED_SECRET]: { card: 'seed', salt } } }) };
}

export type { CardPlay };
