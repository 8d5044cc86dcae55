/**
 * The Eternal City's 13 Locations (C-COMP-01, C-LOC-ACCESS-01): names, alms, and the Followers a
 * Cult needs to place there in the Intention Phase. The printed access table is missing from the
 * source: 1–6 need 0 and 7–13 need 3–9, the only strictly rising fit (house default C-AMB-01).
 */
export interface LocationInfo {
  readonly id: number;
  readonly name: string;
  /** Coins each other present Cult receives (C-RESOLVE-13). */
  readonly alms: number;
  /** Followers needed to place there in the Intention Phase (C-INTENT-PREACH-02; house C-AMB-01). */
  readonly access: number;
  /** The rule of its benefit. */
  readonly benefitRule: string;
}

const row = (id: number, name: string, alms: number, access: number): LocationInfo => ({ id, name, alms, access, benefitRule: `C-LOC-${String(id).padStart(2, '0')}-01` });

export const LOCATIONS: readonly LocationInfo[] = [
  row(1, 'Ruins', 1, 0),
  row(2, 'Thieves District', 1, 0),
  // The heading of Location 3 is lost; "Slums" is the house name (C-AMB-33).
  row(3, 'Slums', 1, 0),
  row(4, 'Forum', 2, 0),
  row(5, 'Temple District', 2, 0),
  row(6, 'Trade District', 2, 0),
  row(7, 'Artisan District', 2, 3),
  row(8, 'Academy', 2, 4),
  row(9, 'Port', 2, 5),
  row(10, 'Palace', 3, 6),
  row(11, 'Nobility District', 3, 7),
  row(12, 'Guard Quarters', 3, 8),
  row(13, 'The Rift of Darkness', 3, 9),
];

export const LOCATION_IDS = LOCATIONS.map((l) => l.id);
export const FORUM = 4;
export const THIEVES = 2;
export const RIFT = 13;

export function location(id: number): LocationInfo {
  const l = LOCATIONS[id - 1];
  if (!l) throw new RangeError(`no Location ${id}`);
  return l;
}

/** The Mob benefit's reach: the highest Location a Cult with `mobs` Mobs may take the benefit of (house table C-LOC-PRAY-01, C-AMB-02). */
export function mobReach(mobs: number): number {
  return mobs <= 0 ? 0 : Math.min(7, 1 + 2 * mobs);
}
