/**
 * A replay file as the text a player downloads, and its name. Types only besides: the app shell
 * imports it without the format's schemas (they load with the viewer).
 */
import type { ReplayFile } from './replay-format.js';

/** The file's text: JSON, one act per line so that a reader can follow it. */
export function replayText(file: ReplayFile): string {
  const { log, ...head } = file;
  const acts = log.map((r) => JSON.stringify(r)).join(',\n');
  return `${JSON.stringify(head).slice(0, -1)},"log":[\n${acts}\n]}\n`;
}

/** A file name for the download: the game, the kind of match and its length. */
export function replayFileName(file: ReplayFile): string {
  return `${file.game}-${file.setup.kind === 'known' ? 'practice' : 'friend'}-${file.log.length}-acts.replay.json`;
}
