/**
 * The customer-service screen's texts (/home/online, /mixDeskPage). Their routes load them
 * (`loadTexts('service')`); `online.*` (tab and title) are core texts.
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
