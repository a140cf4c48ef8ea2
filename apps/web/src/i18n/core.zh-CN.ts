import { Messages } from '@qilin/contract/messages';

type SpecTexts = { [K in keyof typeof Messages]: string };

/** Spec texts come from the contract, never retyped; functions become `{{name}}` templates. */
function specTexts(): SpecTexts {
  const out = {} as Record<string, string>;
  for (const [key, value] of Object.entries(Messages)) {
    out[key] = typeof value === 'function' ? value('{{name}}') : value;
  }
  return out as SpecTexts;
}

/**
 * The texts of the first load (the hall, the tab bar, the shell): bundled with the app and added at
 * init. Every other screen's texts are an area of their own (`loadTexts`, ./areas.ts).
 */
export const coreZh = {
  msg: specTexts(),
  /** The game texts the hall shows (lobby, recent games, the countdown); the rest are the game area's. */
  game: {
    classes: { 1: '数字', 2: '彩票', 3: '红包' },
    hall: {
      classesLabel: '游戏分类',
      gamesEmpty: '暂无游戏',
      countdownLoading: '获取期号…',
      closed: '封盘中',
      drawing: '开奖中',
      redPacketSoon: '红包游戏即将开放',
      recent: '最近玩过',
    },
    room: {
      closeIn: '距封盘',
      closed: '封盘',
      drawing: '开奖中',
    },
  },
  common: {
    confirm: '确定',
    cancel: '取消',
    ok: '我知道了',
    back: '返回',
    retry: '重试',
    loading: '加载中…',
    empty: '暂无数据',
    goBind: '去绑定',
    contactSupport: '联系客服',
    tip: '温馨提示',
    /** The 理性投注 link in the footer of every money screen, and a protection refusal's way there. */
    responsibleLink: '理性投注 · 限额、冷静期与求助',
    protectionTitle: '理性投注',
    protectionGo: '查看限额',

    yuan: '元',
    odds: '赔率',
  },
  tab: { hall: '大厅', activity: '活动', online: '客服', personCenter: '我的' },
  auth: {
    inviteCode: '邀请码',
    login: '登录',
    register: '注册',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    confirmPassword: '确认密码',
    confirmPasswordPlaceholder: '请再次输入密码',
    passwordMismatch: '两次输入的密码不一致',
    captcha: '验证码',
    captchaPlaceholder: '请输入图形验证码',
    captchaRefresh: '看不清？点击图片刷新',
    submitLogin: '立即登录',
    submitRegister: '立即注册',
    browse: '先去逛逛',
    registerClosed: '暂未开放注册',
    logout: '退出登录',
    logoutConfirm: '确定要退出当前账号吗？',
  },
  nav: {
    checking: '正在检测最快线路…',
    ready: '线路已就绪',
    enter: '进入大厅',
    chooseLine: '选择线路',
    lineList: '线路列表',
    line: '线路',
    latency: '延迟',
    unreachable: '不可用',
    current: '当前',
    use: '使用',
  },
  hall: {
    balance: '账户余额',
    balanceLoginHint: '登录后查看余额',
    guestDraws: '游客看开奖 ›',
    notice: '公告',
    noticeEmpty: '暂无公告',
    games: '热门游戏',
    gamesEmpty: '游戏即将上线，敬请期待',
    recharge: '充值',
    withdraw: '提现',
    record: '记录',
  },
  person: {
    memberId: '会员ID',
    username: '账号',
    nickname: '昵称',
    guest: '游客',
    loginNow: '登录 / 注册',
    setting: '设置',
    about: '关于我们',
    unread: '未读消息',
  },
  setting: { title: '设置', version: '当前版本', clearCache: '清除缓存' },
  about: { title: '关于我们', intro: '为会员提供安全、稳定的游戏服务。' },
  activity: { title: '活动', empty: '暂无活动' },
  online: { title: '在线客服', empty: '客服即将上线', open: '联系在线客服' },
  error: {
    notFoundTitle: '页面不存在',
    notFoundBody: '您访问的页面不存在或已被移除',
    forbiddenTitle: '无权访问',
    forbiddenBody: '您暂无权限访问该页面',
    crashTitle: '页面出错了',
    goHome: '返回大厅',
  },
};
