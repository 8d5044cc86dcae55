/**
 * Cult between friends: the acts judged and applied with the shared hidden decks
 * (docs/cygw.md). A table's own deck steps (keys, shuffles, shares) are acts of type `deck`; every
 * other act runs the one-page rules, and the cards they move become hidden-deck steps: the public
 * ones every table derives, the private ones the mover sealed to its act (`sealAct`), each judged
 * by the hidden decks' own judge.
 */
import type { SeatId, Secrets } from '../../engine/game.js';
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
import { memoLastRun } from '../../engine/memo-last-run.js';
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

/** Makes a private step (the acting table, with its seed) for a move or a shown card. */
type Maker = (deck: DeckName, want: Move | { kind: 'show' | 'share'; handle: number }, decks: Decks) => DeckEvent;

/**
 * Judges and runs an act between friends. A `deck` act steps its keys, shuffles or shares; any
 * other act first shows the cards it turns face up (the holder's share opens them), then runs the
 * one-page rules. Either way the flow then moves on, and every card it moved becomes a deck step:
 * the public ones derived here, the private ones taken from the act's `sealed` steps (a receiving
 * table) or made by `make` (the acting table sealing its act).
 */
function runAct(cards: CygwCards, s: CygwState, a: CygwAction, make: Maker | null): NetResult & { sealed?: DeckStepOf[] } {
  const refuse = (c: Check): NetResult => ({ ok: false, judgement: judgement(a, [c]) });
  const given: DeckStepOf[] = [...((a.sealed ?? []) as readonly DeckStepOf[])];
  const out: DeckStepOf[] = [];
  let decks: Decks = { ...s.net!.decks };
  const take = (deck: DeckName, want: Move | { kind: 'show' | 'share'; handle: number }): { ok: true; event: DeckEvent } | { ok: false; check: Check } => {
    if (make) {
      const event = make(deck, want, decks);
      out.push({ deck, event });
      return { ok: true, event };
    }
    const next = given.shift();
    const e = next?.event;
    // The step must be the move itself: its card, its seat, and where it goes (to whom, which end).
    const same =
      e !== undefined && next!.deck === deck && e.kind === want.kind && 'handle' in e && e.handle === want.handle && e.by === a.player &&
      (want.kind !== 'pass' || (e.kind === 'pass' && e.to === want.to)) && (want.kind !== 'put' || (e.kind === 'put' && e.where === want.where));
    if (!same) {
      return { ok: false, check: check('NET-DECK-11', false, `the act's sealed deck steps are not the cards it moves (${want.kind} expected)`) };
    }
    return { ok: true, event: e };
  };
  const stepIn = (deck: DeckName, e: DeckEvent): Check | null => {
    const r = step(decks, deck, e);
    if (!r.ok) return r.check;
    decks = r.decks;
    return null;
  };
  let j: Judgement<unknown>;
  let before: CygwState;
  let after: CygwState;
  if (a.type === 'deck') {
    const due = setupDue(s.net!);
    const rule = due ? (due.kind === 'key' ? 'NET-DECK-01' : 'NET-DECK-02') : 'NET-DECK-05';
    for (const { deck, event } of a.events as readonly DeckStepOf[]) {
      if (event.by !== a.player) return refuse(check('NET-DECK-05', false, 'a table sends only its own deck steps'));
      if (event.kind !== (due ? due.kind : 'share')) return refuse(check(rule, false, due ? `the decks wait for ${due.kind === 'key' ? 'keys' : 'shuffles'}` : 'only decryption shares are owed now'));
      const bad = stepIn(deck, event);
      if (bad) return refuse(bad);
    }
    // A seat's turn of the setup is all its keys, or its shuffle of every deck, at once.
    const next = setupDue({ decks });
    if (due && next?.seat === a.player && next.kind === due.kind) return refuse(check(rule, false, 'every deck needs this step from you now'));
    before = copy(s);
    before.net = { decks };
    syncOpened(cards, before);
    after = copy(before);
    if (after.phase === 'deal' && dealt(after.net!)) {
      // C-SETUP-03: the market's three Licenses are turned face up off the shuffled deck (C-FLOW-R03).
      after.market = after.decks.license.splice(0, 3);
      after.phase = 'supremacy';
    }
    settle(cards, after);
    j = judgement(a, [check(due ? rule : 'NET-DECK-06', true, 'the deck steps are sound')]);
  } else {
    before = copy(s);
    // The cards it turns face up are shown first, so the rules judge them known.
    for (const iid of shownBy(a)) {
      const at = handleOf(iid);
      if (!at || !before.cults[a.player]?.hand.includes(iid) || decks[at.deck].slots[at.handle]?.value !== undefined) continue;
      for (const kind of ['show', 'share'] as const) {
        const e = take(at.deck, { kind, handle: at.handle });
        if (!e.ok) return refuse(e.check);
        const bad = stepIn(at.deck, e.event);
        if (bad) return refuse(bad);
      }
    }
    before.net = { decks };
    syncOpened(cards, before);
    const bare = strip(a);
    j = judgeAct(cards, before, bare);
    if (!j.ok) return { ok: false, judgement: j };
    after = applyAct(cards, before, bare, false);
  }
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
    const bad = stepIn(m.deck, e);
    if (bad) return refuse(bad);
  }
  if (!make && given.length > 0) return refuse(check('NET-DECK-11', false, 'the act seals deck steps for cards it does not move'));
  for (const name of DECK_NAMES) {
    // Before its last shuffle a deck has no order to compare yet.
    if (decks[name].shuffles.length < decks[name].setup.seats.length) continue;
    if (decks[name].deck.map((h) => iidOf(name, h)).join() !== after.decks[name].join()) return refuse(check('C-CORE-17', false, `the ${name} deck's order differs from the shared deck's`));
  }
  after.net = { decks };
  syncOpened(cards, after);
  return { ok: true, state: deepFreeze(after), judgement: j, ...(make ? { sealed: out } : {}) };
}

/** A table judges an act and then applies it to the same state; a deck step's proofs are the costly part, so the second run is the first's. */
const lastRun = memoLastRun<CygwState, CygwAction, NetResult>();

/** Judges and applies an act between friends. */
export function netAct(cards: CygwCards, s: CygwState, a: CygwAction): NetResult {
  return lastRun(s, a, () => runAct(cards, s, a, null));
}

/** The acting table seals its act: the private deck steps its cards' moves need, made with its seed. */
export function sealAct(cards: CygwCards, s: CygwState, seat: SeatId, a: CygwAction, secrets: Secrets): CygwAction {
  if (!s.net) return a;
  const salt = saltOf(secrets);
  if (!salt) return a;
  const make: Maker = (deck, m, decks) => {
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
  const r = runAct(cards, s, strip(a), make);
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
  const prompt = s.prompts[0];
  // Ode to Treachery's card, known to all now: its value is taken and it goes under the deck.
  if (!setupDue(s.net) && owing(s).length === 0 && prompt?.kind === 'treachery' && prompt.seat === seat && s.ident[prompt.card] !== null) return { action: { type: 'collect', player: seat } };
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
