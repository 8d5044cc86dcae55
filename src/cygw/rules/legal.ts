/**
 * Every act a seat may make now: for the highlights, the bots and the fuzzer. Each candidate is
 * put through the judge, so the list never holds an act the judge refuses.
 */
import type { SeatId } from '../../engine/game.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import type { CygwAction } from '../actions.js';
import { LOCATION_IDS } from '../board/locations.js';
import { abilityActs, revealActs } from './abilities.js';
import { benefitOptions } from './benefits.js';
import { floorNow } from './floor.js';
import { intriguePlays } from './intrigues.js';
import { judgeAct } from './judge.js';
import { miraclePlays } from './miracles.js';
import { cult, place } from './model.js';
import { givable } from './prompts.js';

const FROM_HAND = { asDark: false, source: 'hand' } as const;

export function legalActs(cards: CygwCards, s: CygwState, seat: SeatId): CygwAction[] {
  const floor = floorNow(s);
  if (!floor || floor.seat !== seat) return [];
  const player = seat;
  const c = cult(s, seat);
  const candidates: CygwAction[] = [];
  const prompt = floor.prompt;
  if (prompt) {
    switch (prompt.kind) {
      case 'celebrate':
        candidates.push({ type: 'decline', player });
        for (const gift of ['miracles', 'followers', 'intrigues', 'coins'] as const) candidates.push({ type: 'celebrate', player, gift });
        for (let strength = 1; strength <= 5; strength++) candidates.push({ type: 'celebrate', player, gift: 'priest', strength });
        break;
      case 'benefit':
        candidates.push({ type: 'decline', player });
        for (const b of benefitOptions(cards, s, seat, prompt.location, prompt.via)) candidates.push({ type: 'benefit', player, ...b });
        break;
      case 'return':
        for (const card of c.hand) candidates.push({ type: 'return', player, card });
        break;
      case 'give':
        for (const card of givable(s, seat, prompt.handOnly)) candidates.push({ type: 'give', player, card });
        break;
      case 'altar-loss':
        for (const location of LOCATION_IDS) if (place(s, location).altars.some((a) => a.owner === seat)) candidates.push({ type: 'altar', player, location });
        break;
      case 'iniquity':
        candidates.push(...revealActs(cards, s, seat, prompt));
        break;
      case 'treachery':
        candidates.push({ type: 'collect', player });
        break;
    }
  } else if (floor.types.includes('pray')) {
    candidates.push({ type: 'pray', player });
    const strengths = [...new Set(c.free), ...(c.patriarch === 'free' ? [0] : [])];
    for (const strength of strengths) for (const location of LOCATION_IDS) candidates.push({ type: 'preach', player, strength, location });
  } else if (floor.types.includes('done')) {
    candidates.push({ type: 'done', player });
    for (const location of LOCATION_IDS) candidates.push({ type: 'mob', player, location });
    for (const card of c.hand) if (card.startsWith('I')) candidates.push({ type: 'sell', player, card });
    for (const card of s.market) if (card !== null) candidates.push({ type: 'buy', player, card });
  } else if (floor.types.includes('pass')) {
    candidates.push({ type: 'pass', player });
    for (const p of miraclePlays(cards, s, seat, FROM_HAND)) candidates.push({ type: 'miracle', player, ...p });
    for (const p of intriguePlays(cards, s, seat, FROM_HAND)) candidates.push({ type: 'intrigue', player, ...p });
    candidates.push(...abilityActs(cards, s, seat));
  }
  return candidates.filter((a) => judgeAct(cards, s, a, true).ok);
}
