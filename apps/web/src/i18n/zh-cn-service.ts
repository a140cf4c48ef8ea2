import { i18n } from './index';

/**
 * The customer-service screen's texts (/home/online, /mixDeskPage). They ride with that screen's chunk
 * instead of the hall's first load; `online.*` (tab and title) stay in the main catalogue.
 */
export const serviceZh = {
  service: {
    chatHint: '7×24小时在线，随时为您服务',
    listTitle: '客服列表',
    /** Spec §3 kefu type 1..3. */
    type: { '1': '在线客服', '2': '微信', '3': 'QQ' },
    chatAccount: '在线咨询',
    open: '立即咨询',
    copy: '复制',
    copyLabel: '复制{{type}}账号 {{account}}',
  },
};

/** Adds the texts to zh-CN once (the English catalogue carries them already). */
export function addServiceTexts(): void {
  if (i18n.exists('service.open', { lng: 'zh-CN' })) return;
  i18n.addResourceBundle('zh-CN', 'translation', serviceZh, true, false);
}
