/**
 * M.E.A.T. between friends: acts judged and applied with the shared hidden decks (docs/meat.md).
 * A table's own deck steps (keys, shuffles, shares) are acts of type `deck`; every other act
 * first shows the cards it turns face up from its player's hand (the holder's share opens them),
 * then runs the one-page rules, and the cards the flow drew become deck steps every table
 * derives: a Destiny card into a hand (decrypted for its drawer alone), a creature into the
 * draft pool (opened to all). Each step is judged by the hidden decks' own judge.
 */
import type { SeatId, Secrets } from '../../engine/game.js';
import { judgement, type Check, type Judgement } from '../../engine/judgement.js';
import { memoLastRun } from '../../engine/memo-last-run.js';
import { deckName, say, sayWords, seat, words } from '../say.js';
import { keyEvent, openCard, shareEvent, sharesOwed, shuffleEvent, stepDeck, type DeckEvent } from '../../engine/hidden/index.js';
import type { MeatCards } from '../cards/types.js';
import type { DeckStepOf, MeatAction } from '../actions.js';
import type { MeatNet, MeatState } from '../state.js';
import { applyAct, judgeAct } from '../rules/judge.js';
import { settle } from '../rules/flow.js';
import { deepFreeze, draftOf } from '../rules/model.js';
import { DECKS, fillDealt, handleOf, iidAt, owing, setupDue, syncOpened, undealt, type DeckName } from './decks.js';
import { planMoves } from './moves.js';
import { deckSeed } from './seed.js';
import { seedSalt, SEED_SECRET } from './tactics.js';

export type NetResult = { readonly ok: true; readonly state: MeatState; readonly judgement: Judgement<unknown> } | { readonly ok: false; readonly judgement: Judgement<unknown> };

const strip = (a: MeatAction): MeatAction => {
  const { steps: _steps, ...rest } = a as MeatAction & { steps?: unknown };
  return rest as MeatAction;
};

/** The cards an act turns face up from its player's hand: hand-limit discards (public, M-AMB-26), an Instant played, the Destiny cards opened at the reveal. */
export function shownBy(a: MeatAction): readonly string[] {
  switch (a.type) {
    case 'discard':
    case 'open':
      return a.cards;
    case 'instant':
      return [a.card];
    default:
      return [];
  }
}

function withGen(net: MeatNet, deck: DeckName, gen: number, state: MeatNet['gens'][DeckName][number]['deck']): MeatNet {
  const gens = net.gens[deck].map((g, i) => (i === gen ? { ...g, deck: state } : g));
  return { ...net, gens: { ...net.gens, [deck]: gens } };
}

/** A private step the acting table makes (with its seed): a card of its hand shown, and its share. */
type Maker = (deck: DeckName, gen: number, want: { kind: 'show' | 'share'; handle: number }, net: MeatNet) => DeckEvent;

function runAct(cards: MeatCards, s: MeatState, a: MeatAction, make: Maker | null): NetResult & { sealed?: DeckStepOf[] } {
  const refuse = (c: Check): NetResult => ({ ok: false, judgement: judgement(a, [c]) });
  const given: DeckStepOf[] = [...((a.steps ?? []) as readonly DeckStepOf[])];
  const out: DeckStepOf[] = [];
  let net = s.net!;
  const stepIn = (deck: DeckName, gen: number, e: DeckEvent): Check | null => {
    const g = net.gens[deck][gen];
    if (!g) return say('NET-DECK-11', false, a.player, 'meat.says.deck.noGen');
    const r = stepDeck(g.deck, e);
    if (!r.judgement.ok) {
      // The shared deck's own finding keeps its English; each reader's table words it by its rule.
      const c = r.judgement.checks.find((x) => !x.ok);
      return c ? sayWords(c.rule, false, a.player, words('meat.says.deck.stepRefused'), c.says) : say('NET-DECK-11', false, a.player, 'meat.says.deck.stepRefused');
    }
    net = withGen(net, deck, gen, r.state);
    return null;
  };
  let j: Judgement<unknown>;
  let before: MeatState;
  let after: MeatState;
  if (a.type === 'deck') {
    const due = setupDue(net);
    const rule = due ? (due.kind === 'key' ? 'NET-DECK-01' : 'NET-DECK-02') : 'NET-DECK-05';
    for (const { deck, gen, event } of a.events as readonly DeckStepOf[]) {
      if (event.by !== a.player) return refuse(say('NET-DECK-05', false, a.player, 'meat.says.deck.ownSteps'));
      if (event.kind !== (due ? due.kind : 'share')) return refuse(say(rule, false, a.player, due ? (due.kind === 'key' ? 'meat.says.deck.waitKeys' : 'meat.says.deck.waitShuffles') : 'meat.says.deck.sharesOwed'));
      const bad = stepIn(deck, gen, event);
      if (bad) return refuse(bad);
    }
    // A seat's turn of a deal is all its keys, or its shuffle of every generation waiting for it, at once.
    const next = setupDue(net);
    if (due && next?.seat === a.player && next.kind === due.kind) return refuse(say(rule, false, a.player, 'meat.says.deck.allAtOnce', { who: seat(a.player) }));
    before = draftOf(s);
    before.net = net;
    syncOpened(before);
    fillDealt(before);
    net = before.net!;
    after = draftOf(before);
    settle(cards, after);
    j = judgement(a, [say(due ? rule : 'NET-DECK-06', true, a.player, 'meat.says.deck.sound')]);
  } else {
    before = draftOf(s);
    // The cards it turns face up are shown first, with the holder's share, so the rules judge them known.
    for (const iid of shownBy(a)) {
      const at = handleOf(net, iid);
      if (!at || !before.players[a.player]?.hand.includes(iid) || net.gens[at.deck][at.gen]!.deck.slots[at.handle]?.value !== undefined) continue;
      for (const kind of ['show', 'share'] as const) {
        let e: DeckEvent;
        if (make) {
          e = make(at.deck, at.gen, { kind, handle: at.handle }, net);
          out.push({ deck: at.deck, gen: at.gen, event: e });
        } else {
          const next = given.shift();
          const same = next !== undefined && next.deck === at.deck && next.gen === at.gen && next.event.kind === kind && 'handle' in next.event && next.event.handle === at.handle && next.event.by === a.player;
          if (!same) return refuse(say('NET-DECK-11', false, a.player, kind === 'show' ? 'meat.says.deck.sealedShow' : 'meat.says.deck.sealedShare'));
          e = next.event;
        }
        const bad = stepIn(at.deck, at.gen, e);
        if (bad) return refuse(bad);
      }
    }
    if (!make && given.length > 0) return refuse(say('NET-DECK-11', false, a.player, 'meat.says.deck.sealedExtra'));
    before.net = net;
    syncOpened(before);
    const bare = strip(a);
    j = judgeAct(cards, before, bare);
    if (!j.ok) return { ok: false, judgement: j };
    after = applyAct(cards, before, bare, false);
    // A reshuffle in the act made a new generation (net/decks.ts reshuffleNet).
    net = { ...after.net!, gens: { creature: mergeGens(net, after.net!, 'creature'), destiny: mergeGens(net, after.net!, 'destiny') } };
  }
  const plan = planMoves(before, after);
  if (!plan.ok) return refuse(sayWords('M-DECK-01', false, a.player, plan.why));
  for (const m of plan.moves) {
    const e: DeckEvent = m.kind === 'draw' ? { kind: 'draw', by: m.by, from: 'top' } : { kind: 'reveal', by: a.player, from: 'top' };
    const bad = stepIn(m.deck, m.gen, e);
    if (bad) return refuse(bad);
  }
  after.net = net;
  // The state's deck is the shared deck's undrawn cards, in its order (M-SETUP-07).
  for (const deck of DECKS) {
    const g = net.filled[deck];
    if (g < 0 || g !== net.gens[deck].length - 1) continue;
    const order = net.gens[deck][g]!.deck.deck.map((h) => iidAt(net, deck, g, h));
    if (order.join() !== after.decks[deck].join()) return refuse(say('M-SETUP-07', false, a.player, 'meat.says.deck.orderDiffers', { deck: deckName(deck) }));
  }
  syncOpened(after);
  return { ok: true, state: deepFreeze(after), judgement: j, ...(make ? { sealed: out } : {}) };
}

/** The generations after the rules ran: the runner's stepped ones, with any generation the act added. */
function mergeGens(stepped: MeatNet, ruled: MeatNet, deck: DeckName) {
  return [...stepped.gens[deck], ...ruled.gens[deck].slice(stepped.gens[deck].length)];
}

/** A table judges an act and then applies it to the same state; deck steps' proofs are the costly part, so the second run is the first's. */
const lastRun = memoLastRun<MeatState, MeatAction, NetResult>();

export function netAct(cards: MeatCards, s: MeatState, a: MeatAction): NetResult {
  return lastRun(s, a, () => runAct(cards, s, a, null));
}

/** The acting table seals its act: the show and share steps of the cards it turns face up, made with its seed. */
export function sealShown(cards: MeatCards, s: MeatState, seat: SeatId, a: MeatAction, secrets: Secrets): MeatAction {
  const salt = seedSalt(secrets);
  if (!s.net || !salt || a.type === 'deck' || shownBy(a).length === 0) return a;
  const make: Maker = (deck, gen, m, net) => {
    const state = net.gens[deck][gen]!.deck;
    return m.kind === 'show' ? { kind: 'show', by: seat, handle: m.handle } : shareEvent(state, seat, deckSeed(salt, state.setup.deckId), m.handle);
  };
  const r = runAct(cards, s, strip(a), make);
  return r.ok && r.sealed && r.sealed.length > 0 ? ({ ...strip(a), steps: r.sealed } as MeatAction) : strip(a);
}

/** The shared state with this seat's own Destiny cards known, opened with its seed. */
export function withOwnCards(s: MeatState, seat: SeatId, secrets: Secrets): MeatState {
  const salt = seedSalt(secrets);
  const p = s.players[seat];
  if (!s.net || !salt || !p) return s;
  const ident = { ...s.ident };
  let changed = false;
  for (const iid of p.hand) {
    if (ident[iid] !== null) continue;
    const at = handleOf(s.net, iid);
    if (!at) continue;
    const state = s.net.gens[at.deck][at.gen]!.deck;
    const v = openCard(state, seat, deckSeed(salt, state.setup.deckId), at.handle);
    if (typeof v === 'number') {
      ident[iid] = state.setup.cards[v] ?? null;
      changed = true;
    }
  }
  return changed ? deepFreeze({ ...s, ident }) : s;
}

/** The deck act a table makes by itself when the decks wait for it: its keys, its shuffles, or the shares it owes. */
export function deckAnswer(s: MeatState, seat: SeatId, secrets: Secrets, token: () => string): { action: MeatAction; secrets?: Secrets } | null {
  if (!s.net) return null;
  const due = setupDue(s.net);
  const owes = !due && owing(s)[0] === seat;
  if (!(due?.seat === seat || owes)) return null;
  const existing = seedSalt(secrets);
  const salt = existing ?? token();
  const events: DeckStepOf[] = [];
  if (due) {
    const open = undealt(s.net);
    for (const { deck, gen, state } of open) {
      const seed = deckSeed(salt, state.setup.deckId);
      if (due.kind === 'key' && state.keys[seat] === undefined) events.push({ deck, gen, event: keyEvent(state, seat, seed) });
      if (due.kind === 'shuffle' && state.setup.seats[state.shuffles.length] === seat && Object.keys(state.keys).length === state.setup.seats.length) events.push({ deck, gen, event: shuffleEvent(state, seat, seed) });
    }
  } else {
    for (const deck of DECKS) {
      s.net.gens[deck].forEach((g, gen) => {
        for (const e of sharesOwed(g.deck, seat, deckSeed(salt, g.deck.setup.deckId))) events.push({ deck, gen, event: e });
      });
    }
  }
  if (events.length === 0) return null;
  return { action: { type: 'deck', player: seat, events } as MeatAction, ...(existing ? {} : { secrets: { [SEED_SECRET]: { card: 'seed', salt } } }) };
}
