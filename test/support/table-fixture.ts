/**
 * A mid-game table built from the real core set and starter decks, for the
 * component tests and the screenshot harness. The match is set up by the
 * engine (createMatch, unshuffled), then cards are moved from the draw piles
 * into the crosses and markers from the pool onto them, keeping every card
 * in exactly one zone and the marker total intact.
 *
 * Ann plays Kether (the Archon deck), Bob plays Golab (the Angel deck).
 */
import { coreCards, createMatch, invariantProblems, privateView, STARTER_DECKS, type Attachment, type CardId, type CardSet, type GameState, type InstanceId, type PlayerState, type Slot, type StationId } from '../../src/kult/index.js';

interface StationPlan {
  readonly card: CardId;
  readonly faceUp?: boolean;
  readonly markers?: number;
  readonly attachments?: readonly CardId[];
}

interface SeatPlan {
  readonly hub: CardId;
  readonly hand: readonly CardId[];
  readonly hubMarkers: number;
  readonly stations: Readonly<Partial<Record<StationId, StationPlan>>>;
  readonly majorAttachments?: readonly CardId[];
  readonly discard: readonly CardId[];
}

const ANN: SeatPlan = {
  hub: 'teacher',
  hand: ['usher', 'automatic-rifle', 'waking-nightmare', 'fly-in-the-ointment', 'hall-of-mirrors', 'priest', 'archons-favour'],
  hubMarkers: 3,
  stations: {
    N: { card: 'inferno', markers: 1 },
    W: { card: 'o-luong' },
    E: { card: 'neon-bordello', markers: 1 },
    S: { card: 'metropolis-clocktower', faceUp: false },
    C1: { card: 'anton-teptov', markers: 2, attachments: ['automatic-rifle', 'mirrorshard-amulet'] },
    C2: { card: 'dream-hunter', markers: 1, attachments: ['madness-stigma'] },
    C3: { card: 'sleepwalker-seer', faceUp: false, markers: 1 },
  },
  discard: ['curse', 'sorry'],
};

const BOB: SeatPlan = {
  hub: 'nepharite',
  hand: ['purgatide', 'incinerator', 'grave-chill', 'sorry', 'house-of-pain', 'priest', 'curse'],
  hubMarkers: 3,
  stations: {
    N: { card: 'house-of-pain', markers: 1 },
    C1: { card: 'purgatide', markers: 1, attachments: ['butchers-hook'] },
    C2: { card: 'manifestos', faceUp: false },
    C4: { card: 'gravedigger', markers: 2 },
  },
  discard: ['fettered', 'veteran', 'catacombs'],
};

/**
 * The deck with the listed cards (one copy each, in order) moved to the front.
 * A listed card the starter deck no longer holds (its list is tuned for
 * balance) replaces the deck's last card, so the table stays the same.
 */
function frontLoad(deck: readonly CardId[], first: readonly CardId[]): CardId[] {
  const rest = deck.slice();
  const front: CardId[] = [];
  for (const id of first) {
    const k = rest.indexOf(id);
    if (k >= 0) front.push(...rest.splice(k, 1));
    else {
      rest.pop();
      front.push(id);
    }
  }
  return [...front, ...rest];
}

function order(plan: SeatPlan): CardId[] {
  const placed = Object.values(plan.stations).flatMap((s) => [s!.card, ...(s!.attachments ?? [])]);
  return [plan.hub, ...plan.hand, ...placed, ...(plan.majorAttachments ?? []), ...plan.discard];
}

export interface TableFixture {
  readonly cards: CardSet;
  /** The full state (no hidden cards). */
  readonly state: GameState;
  /** What Ann's seat sees: Bob's hand and discards are hidden. */
  readonly view: GameState;
  /** The instance id of a card of `player` by card id (the first copy not yet taken). */
  iid(player: 'ann' | 'bob', card: CardId, zone?: 'hand' | 'cross' | 'discard'): InstanceId;
}

export function tableFixture(): TableFixture {
  const cards = coreCards();
  const r = createMatch(cards, {
    players: [
      { id: 'ann', major: 'kether', deck: frontLoad(STARTER_DECKS.archon.cards, order(ANN)) },
      { id: 'bob', major: 'golab', deck: frontLoad(STARTER_DECKS.angel.cards, order(BOB)) },
    ],
    struggle: 'world',
    seed: 7,
    shuffle: false,
  });
  if (!r.ok) throw new Error('fixture: setup failed');
  const plans: Record<string, SeatPlan> = { ann: ANN, bob: BOB };
  let onCrosses = 0;
  const players = r.state.players.map((p): PlayerState => {
    const plan = plans[p.id]!;
    const pile = p.drawPile.slice();
    const take = (card: CardId): InstanceId => {
      const k = pile.findIndex((iid) => r.state.cards[iid]?.card === card);
      if (k < 0) throw new Error(`fixture: ${card} not on ${p.id}'s draw pile`);
      return pile.splice(k, 1)[0]!;
    };
    const attach = (ids: readonly CardId[] = []): Attachment[] => ids.map((id) => ({ iid: take(id), src: 0 }));
    const stations: Partial<Record<StationId, Slot>> = {};
    for (const [station, s] of Object.entries(plan.stations) as Array<[StationId, StationPlan]>) {
      const base = take(s.card);
      stations[station] = { base, faceUp: s.faceUp ?? true, markers: s.markers ?? 0, attachments: attach(s.attachments) };
      onCrosses += s.markers ?? 0;
    }
    const majorAttachments = attach(plan.majorAttachments);
    const discardPile = plan.discard.map(take);
    onCrosses += plan.hubMarkers;
    return { ...p, cross: { ...p.cross, hubMarkers: plan.hubMarkers, majorAttachments, stations }, drawPile: pile, discardPile };
  });
  const state: GameState = { ...r.state, players, pool: r.state.totalMarkers - onCrosses };
  const problems = invariantProblems(r.ctx, state);
  if (problems.length > 0) throw new Error(`fixture breaks invariants: ${problems.join('; ')}`);
  const view = privateView(state, 'ann');
  return {
    cards,
    state,
    view,
    iid(player, card, zone) {
      const seat = state.players.find((p) => p.id === player)!;
      const cross = Object.values(seat.cross.stations).flatMap((s) => [s!.base, ...s!.attachments.map((a) => a.iid)]);
      const zones = { hand: seat.hand, cross, discard: seat.discardPile };
      const pool = zone ? zones[zone] : [...seat.hand, ...cross, ...seat.discardPile];
      const found = pool.find((iid) => state.cards[iid]?.card === card);
      if (!found) throw new Error(`fixture: no ${card} for ${player}${zone ? ` in ${zone}` : ''}`);
      return found;
    },
  };
}
