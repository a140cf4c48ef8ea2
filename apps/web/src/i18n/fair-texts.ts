import { chainWatchEn, fairEn } from './fair-en';
import { chainWatchZh, fairZh } from './fair-zh';
import { i18n } from './index';

/**
 * The fairness panel's and the chain watch's texts join the catalogue when a game screen or the
 * 公平性验证 page first renders (the red-packet room's pattern): the hall never shows them, so they stay
 * out of its first load. English joins the English catalogue whenever that is (or has been) fetched.
 */
function addEnglish(): void {
  if (i18n.hasResourceBundle('en', 'translation'))
    i18n.addResourceBundle('en', 'translation', { game: fairEn, chainWatch: chainWatchEn }, true, false);
}

let added = false;

/** Idempotent and cheap: the components that show these texts call it as they render. */
export function ensureFairTexts(): void {
  if (added) return;
  added = true;
  i18n.addResourceBundle('zh-CN', 'translation', { game: fairZh, chainWatch: chainWatchZh }, true, false);
  addEnglish();
  i18n.on('languageChanged', addEnglish);
}
