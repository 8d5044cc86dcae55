/** The rule-ID grammar every game's judge writes and every peer's evidence is held to. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RULE_ID } from '../../src/engine/judgement.js';

test('RULE_ID takes every game\'s rule IDs: KULT, house defaults, NET, Cult\'s numbered Locations, abilities, sub-rules and flow nodes, M.E.A.T.\'s', () => {
  for (const id of ['K-SUIT-04', 'Q-05', 'NET-SHAPE-01', 'T-TURN-02', 'C-LOC-02-09', 'C-CULT-ANUBIS-L1', 'C-CULT-FAFNIR-L1-R1', 'C-FLOW-R01', 'C-FLOW-06', 'C-INTRIGUE-FOILEDPLOT-01', 'C-AMB-38', 'M-KW-WYZWANIE-03', 'M-FLOW-R10']) {
    assert.ok(RULE_ID.test(id), id);
  }
});

test('RULE_ID refuses what is not a rule ID: words, markup, lower case, long runs, no number', () => {
  for (const junk of ['', 'K-SUIT', 'k-suit-04', '<b>K-SUIT-04</b>', 'K-SUIT-04 ', 'C-LOC-02-09-X', 'C-A-B-C-D-E-01', 'K-SUIT-004', 'C-CULT-ANUBIS-LL1', `K-${'A'.repeat(17)}-01`, 'hello world']) {
    assert.ok(!RULE_ID.test(junk), junk);
  }
});
