import { i18n } from '../../i18n';
import { fairnessEn } from '../../i18n/fairness-en';
import { fairnessZh } from '../../i18n/fairness-zh';

/**
 * The 公平性验证 page's texts ride with its lazy chunk, not the hall's first load (the red-packet
 * room's pattern): zh-CN is added when the page first renders; English joins the English catalogue
 * whenever that is (or has been) fetched.
 */
function addEnglish(): void {
  if (i18n.hasResourceBundle('en', 'translation'))
    i18n.addResourceBundle('en', 'translation', { fairness: fairnessEn }, true, false);
}

let added = false;

/** Idempotent; called by the page as it renders (a call, not an import side effect, survives tree-shaking). */
export function ensureFairnessTexts(): void {
  if (added) return;
  added = true;
  i18n.addResourceBundle('zh-CN', 'translation', { fairness: fairnessZh }, true, false);
  addEnglish();
  i18n.on('languageChanged', addEnglish);
}
