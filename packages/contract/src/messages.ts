/**
 * Chinese texts quoted by the product spec, verbatim (including the spec's own spacing and
 * punctuation). Client and server both take their wording from here so they never drift.
 */
export const Messages = {
  sessionExpired: '登录状态已过期 ，请重新登录',
  phoneNotBound: '你尚未绑定手机号码',
  realNameNotBound: '你尚未绑定提现姓名',
  withdrawAccountNotBound: '你尚未绑定提现账号',
  fundPasswordNotSet: '请先绑定资金密码',
  tooManyRequests: '请求太过频繁',
  insufficientForMinBet: '会员余额不足以最低投注金额',
  insufficientBalance: '你的余额不足以完成此次操作！',
  loadFailed: '加载失败',
  disqualified: '取消资格',
  noPendingOrder: '没有待处理订单',
  noWithdrawAccountConfirm: '您还未绑定提现账号,是否前往绑定',
  addSuccess: '添加成功',
  deleteSuccess: '删除成功',
  networkError: '网络波动异常',
  enterPhone: '请输入手机号',
  enterRealName: '请输入提现姓名',
  amountMustBeNumber: '金额为数字',
  amountLimit: '金额限制',
  codeSent: '验证码发送成功',
  sent: '发送成功',
  bindNameSuccess: '绑定姓名成功',
  bindPhoneSuccess: '绑定手机号码成功',
  cancelSuccess: '取消成功',
  copySuccess: '复制成功!',
  copySuccessShort: '复制成功',
  orderCreated: '创建订单成功！',
  orderCancelled: '已取消订单',
  betCancelSuccess: '取消下注成功',
  chaseSetSuccess: '设置追号成功',
  chaseCancelSuccess: '取消追号成功',
  /** Login toast: '登录成功 欢迎 {name}'. */
  loginWelcome: (name: string) => `登录成功 欢迎 ${name}`,
} as const;

/** Qilin's own server texts for refusals the spec leaves open (readable, never a stack trace). */
export const ServerMessages = {
  invalidPayload: '请求参数有误',
  payloadTooLarge: '请求内容过大',
  malformedJson: '请求格式错误，无法解析',
  unknownJob: '未知的接口编号',
  badSignature: '请求签名无效',
  staleTimestamp: '请求已过期，请校准时间后重试',
  captchaInvalid: '图形验证码错误',
  usernameTaken: '该用户名已被注册',
  badCredentials: '用户名或密码错误',
  registrationClosed: '暂未开放注册',
  notFound: '请求的资源不存在',
  methodNotAllowed: '不支持的请求方式',
  forbidden: '无权访问',
  adminOnly: '仅限运营人员操作',
  internal: '服务器繁忙，请稍后再试',
  accountLocked: '登录失败次数过多，请稍后再试',
} as const;
