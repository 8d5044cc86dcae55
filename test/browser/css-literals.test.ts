/// <reference types="mocha" />
// The builds minify the text of our css`…` templates (scripts/minify-css.mjs). Here, in
// Chromium, every component's style sheets must parse to exactly the same rules, minified or
// not: the browser's own serialisation of each rule is compared. (The tests run the sources
// unminified, so this is where the minified CSS is checked.)
import { expect } from '@esm-bundle/chai';
import type { CSSResult, ReactiveElement } from 'lit';
import { minifyCss } from '../../scripts/minify-css.mjs';
import '../../components/kult-app/kult-app.js';
import '../../components/kult-card/kult-card.js';
import '../../components/kult-cross/kult-cross.js';
import '../../components/kult-hand/kult-hand.js';
import '../../components/kult-judge/kult-judge.js';
import '../../components/kult-lobby/kult-lobby.js';
import '../../components/kult-log/kult-log.js';
import '../../components/kult-match/kult-match.js';
import '../../components/kult-piles/kult-piles.js';
import '../../components/kult-table/kult-table.js';
import '../../components/kult-timing-bar/kult-timing-bar.js';

const tags = ['kult-app', 'kult-card', 'kult-cross', 'kult-hand', 'kult-judge', 'kult-lobby', 'kult-log', 'kult-match', 'kult-piles', 'kult-table', 'kult-timing-bar'];

function rules(text: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return Array.from(sheet.cssRules, (r) => r.cssText);
}

describe('minified css`…` templates (scripts/minify-css.mjs)', () => {
  const styles = new Map<string, string>();
  for (const tag of tags) {
    const element = customElements.get(tag) as (typeof ReactiveElement & CustomElementConstructor) | undefined;
    for (const s of element?.elementStyles ?? []) {
      const text = (s as CSSResult).cssText;
      if (typeof text === 'string' && !styles.has(text)) styles.set(text, tag);
    }
  }

  it('finds the style sheets of every element', () => {
    for (const tag of tags) expect(customElements.get(tag), tag).to.not.equal(undefined);
    expect(styles.size).to.be.greaterThanOrEqual(tags.length);
  });

  it('parses each sheet to the same rules, and shorter', () => {
    let before = 0;
    let after = 0;
    for (const [text, tag] of styles) {
      const min = minifyCss(text);
      const original = rules(text);
      expect(original.length, `${tag}: a sheet with rules`).to.be.greaterThan(0);
      expect(rules(min), `${tag}: ${text.slice(0, 60)}…`).to.deep.equal(original);
      before += text.length;
      after += min.length;
    }
    expect(after).to.be.lessThan(before * 0.8);
  });

  it('keeps what CSS needs: strings, calc() operators, descendant pseudo-classes, media queries', () => {
    const text = `
      /* a comment */
      :host  .a :hover , b > c {
        content: "  two  spaces  " ;
        width: calc(100% - 2 * var(--x, 4px));
        grid-template-areas: 'a  b' 'c  d';
      }
      @media (max-width: 600px) and (prefers-reduced-motion: reduce) {
        .a { transition: none !important; }
      }`;
    expect(minifyCss(text)).to.equal(
      `:host .a :hover,b > c{content:"  two  spaces  ";width:calc(100% - 2 * var(--x, 4px));grid-template-areas:'a  b' 'c  d'}` +
        `@media (max-width:600px) and (prefers-reduced-motion:reduce){.a{transition:none !important}}`,
    );
    expect(rules(minifyCss(text))).to.deep.equal(rules(text));
  });
});
