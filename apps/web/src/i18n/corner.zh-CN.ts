/**
 * The member's own corner: the notice center, the help center, the about page's notices and the
 * forgot-password screens. Their routes load them (`loadTexts('corner')`).
 */
export const cornerZh = {
  notices: {
    title: '公告中心',
    empty: '暂无消息',
    readAll: '全部已读',
    unread: '未读',
    important: '重要',
    detailTitle: '消息详情',
    from: '来自：{{name}}',
    acknowledge: '我知道了',
  },
  help: {
    title: '帮助中心',
    empty: '暂无常见问题',
    contact: '没有找到答案？联系在线客服',
  },
  aboutInfo: {
    version: '当前版本',
    licenceTitle: '许可声明',
    licence:
      '本应用仅供年满18周岁的用户在其所在地法律允许的范围内使用。本应用使用的开源组件依其各自的开源许可证（MIT、Apache-2.0 等）发布，版权归各自作者所有。',
    responsibleTitle: '理性投注',
    responsible:
      '理性投注，量力而行。请合理安排时间与资金，切勿借贷投注，切勿沉迷；未成年人禁止参与。如感到难以控制，请暂停游戏并向家人或专业机构寻求帮助。',
  },
  forgot: {
    link: '忘记密码？',
    title: '找回密码',
    phone: '手机号',
    phonePlaceholder: '请输入绑定的手机号',
    code: '短信验证码',
    codePlaceholder: '请输入6位短信验证码',
    sendCode: '获取验证码',
    resendIn: '{{s}}秒后重发',
    password: '新密码',
    passwordPlaceholder: '请输入新密码',
    confirm: '确认新密码',
    confirmPlaceholder: '请再次输入新密码',
    next: '下一步',
    submit: '重置密码',
    success: '密码已重置，请使用新密码登录',
    backToLogin: '返回登录',
    codeFormat: '短信验证码为6位数字',
    phoneFormat: '请输入正确的手机号',
  },
};
