/**
 * Texts of the fairness panel (game.fair) and of the chain terminal-hash watch (chainWatch): used by
 * the game screens and the 公平性验证 page, whose routes load them (`loadTexts('fair')`).
 */
export const fairZh = {
  fair: {
    title: '公平性验证',
    seed: '种子',
    commitment: '承诺哈希',
    commitmentLater: '上期开奖后公布',
    recomputed: '本地重算结果',
    pass: '验证通过',
    fail: '验证失败',
    checking: '正在本机验证…',
    checkFailed: '验证程序加载失败，请重新打开',
    pending: '开奖后公布种子',
    terminal: '链终点哈希',
    chainIndex: '链序号',
    epochIndex: '第 {{epoch}} 纪元 · 第 {{index}} 环',
    algorithm: '算法',
    v1: 'v1 哈希链',
    v2: 'v2 哈希链 + 公共信标盐值',
    beacon: '信标',
    round: '第 {{round}} 轮',
    roundLabel: '轮次',
    signature: '签名',
    randomness: '随机数',
    drand: 'drand quicknet',
    local: '本地信标 — 非独立',
    localNote: '本地信标由平台自己的密钥签名，不能证明平台在封盘前不知道结果。',
    steps: '验证步骤',
    step: {
      chain: '种子哈希与承诺一致',
      terminal: '种子可追溯到公布的链终点',
      round: '信标轮次为封盘时刻后的第一轮',
      key: '签名公钥为 drand quicknet 公钥',
      signature: '信标 BLS 签名有效',
      randomness: '随机数 = SHA256(签名)',
      result: '重算结果与开奖一致',
    },
    void: '本期已作废',
    voidReason: '原因：{{reason}}。',
    voidRefund: '本期注单与追号已全部退款。',
    guide: '算法说明与纪元列表 ›',
  },
};

export const chainWatchZh = {
  title: '链哈希发生未公告的变更',
  changed: '第 {{epoch}} 纪元的链终点哈希与本机此前记录的不一致，而一个纪元的链不应改变。',
  unannounced: '第 {{epoch}} 纪元的链终点哈希未在生效前 24 小时公告。',
  unlisted: '本期的链终点哈希不在公开的纪元列表中。',
  advice: '平台可能已能预知开奖结果，请谨慎投注。',
  details: '查看纪元列表',
};
