/// <reference types="mocha" />
// <kult-help> in Chromium: a modal dialog listing keys; Close (or Escape) shuts it and focus goes
// back where it was.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import { axeProblems, accessibleName } from '../../test/support/axe.js';
import { cleanup, fixture, shadow, text, waitUntil } from '../../test/support/fixture.js';
import './kult-help.js';
import type { KultHelp } from './kult-help.js';

const LINES = [
  { keys: 'P', does: 'Pass' },
  { keys: 'Esc', does: 'Cancel' },
];

describe('<kult-help>', () => {
  afterEach(cleanup);

  it('opens as a modal dialog named by its heading, lists each key and what it does, and Close gives focus back', async () => {
    const el = await fixture<KultHelp>(html`<div><button id="from">from</button><kult-help .lines=${LINES}></kult-help></div>`);
    const from = el.querySelector<HTMLButtonElement>('#from')!;
    const help = el.querySelector<KultHelp>('kult-help')!;
    from.focus();
    expect(help.open).to.equal(false);
    await help.show();
    const dialog = shadow(help).querySelector('dialog')!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(accessibleName(dialog)).to.equal('Keyboard shortcuts');
    expect([...dialog.querySelectorAll('tbody tr')].map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => text(c)))).to.deep.equal([['P', 'Pass'], ['Esc', 'Cancel']]);
    expect(shadow(help).activeElement).to.equal(shadow(help).querySelector('button.close'));
    expect(await axeProblems(help)).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !help.open, 'Close shuts it');
    expect(document.activeElement).to.equal(from);
    // Escape shuts it too.
    await help.show();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !help.open, 'Escape shuts it');
    expect(document.activeElement).to.equal(from);
  });
});
