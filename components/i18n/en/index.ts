/** English messages, one file per area of the table; keys are namespaced by area. */
import { common } from './common.js';

export const en: Record<string, string> = { ...common };
