import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const deep = (sel) => `(() => { const find = (root) => { const el = root.querySelector(${JSON.stringify(sel)}); if (el) return el; for (const e of root.querySelectorAll('*')) if (e.shadowRoot) { const f = find(e.shadowRoot); if (f) return f; } return null; }; return find(document); })()`;
async function click(page, sel) { const h = await page.evaluateHandle(deep(sel)); const el = h.asElement(); if (!el) throw new Error('no ' + sel); await el.click(); await new Promise(r => setTimeout(r, 600)); }
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage();
  await page.setViewport({ width: w, height: h });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  await page.goto('http://localhost:8123/?signal=none', { waitUntil: 'networkidle0' }).catch(e => console.log(e.message));
  await new Promise(r => setTimeout(r, 800));
  await page.screenshot({ path: `/tmp/shots/lobby-${w}.png` });
  const texts = await page.evaluate(`(() => { const out=[]; const walk=(r)=>{ for (const e of r.querySelectorAll('button,a')) out.push(e.textContent.trim().slice(0,30)); for (const e of r.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot); }; walk(document); return out; })()`);
  console.log(w, 'buttons:', JSON.stringify(texts.slice(0, 40)));
  await click(page, 'button.learn, [data-act="learn"], button[name="learn"]').catch(e => console.log(e.message));
  await new Promise(r => setTimeout(r, 1200));
  await page.screenshot({ path: `/tmp/shots/learn-${w}.png`, fullPage: true });
  // open the 6th lesson (directly affects)
  await page.evaluate(`(() => { const out=[]; const walk=(r)=>{ for (const e of r.querySelectorAll('button')) out.push(e); for (const e of r.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot); }; walk(document); out.find(b => b.textContent.includes('directly affects')).click(); })()`);
  await new Promise(r => setTimeout(r, 3000));
  await page.screenshot({ path: `/tmp/shots/lesson-${w}.png`, fullPage: true });
  for (let i = 0; i < 3; i++) { await page.evaluate(`(() => { const out=[]; const walk=(r)=>{ for (const e of r.querySelectorAll('button')) out.push(e); for (const e of r.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot); }; walk(document); out.find(b => /hint/i.test(b.textContent)).click(); })()`); await new Promise(r => setTimeout(r, 500)); }
  await page.screenshot({ path: `/tmp/shots/lesson-hints-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
