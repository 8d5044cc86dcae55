/** The 32 Cult abilities by id (catalog §14.2), one spec each. */
import type { AbilityId } from '../../cards/types.js';
import { ANUBIS } from './anubis.js';
import { ARACHNE } from './arachne.js';
import { ATHEISM } from './atheism.js';
import { CTHULHU } from './cthulhu.js';
import { FAFNIR } from './fafnir.js';
import { JANUS } from './janus.js';
import { NIRRITI } from './nirriti.js';
import type { AbilitySpec } from './spec.js';
import { TIAMAT } from './tiamat.js';

export const ABILITIES = { ...ANUBIS, ...CTHULHU, ...FAFNIR, ...JANUS, ...NIRRITI, ...TIAMAT, ...ARACHNE, ...ATHEISM } as Record<AbilityId, AbilitySpec>;
