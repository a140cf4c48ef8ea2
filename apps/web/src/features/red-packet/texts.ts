import { i18n } from '../../i18n';
import { redPacketEn } from '../../i18n/red-packet-en';
import { redPacketZh } from '../../i18n/red-packet-zh';

/**
 * The red-packet room's texts ride with its lazy chunk, not the hall's first load: zh-CN is added when
 * the room first renders; English joins the English catalogue whenever that is (or has been) fetched, so
 * adding it never makes loadLanguage think the whole English catalogue is already there.
 */
function addEnglish(): void {
  if (i18n.hasResourceBundle('en', 'translation'))
    i18n.addResourceBundle('en', 'translation', { redPacket: redPacketEn }, true, false);
}

let added = false;

/** Idempotent; called by the room screen as it renders (a call, not an import side effect, survives tree-shaking). */
export function ensureRedPacketTexts(): void {
  if (added) return;
  added = true;
  i18n.addResourceBundle('zh-CN', 'translation', { redPacket: redPacketZh }, true, false);
  addEnglish();
  i18n.on('languageChanged', addEnglish);
}
