// Screenshot harness helper (not a test): `&lang=pl|it` draws the harness in that language, its
// words loaded before the harness's own module runs (import this first).
import { matchLocale, setLocale } from '../../src/i18n/catalog.js';
import { loadLocale } from '../../src/i18n/load-locale.js';

const l = matchLocale(new URLSearchParams(location.search).get('lang'));
if (l) {
  await loadLocale(l);
  setLocale(l);
  document.documentElement.lang = l;
}
