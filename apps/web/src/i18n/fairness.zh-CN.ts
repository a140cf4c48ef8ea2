/**
 * Texts of the 公平性验证 page (/fairness): the draw algorithm byte by byte. Its route loads them
 * (`loadTexts('fairness')`). Formulas stay in the code blocks of the page, not here.
 */
export const fairnessZh = {
  title: '公平性验证',
  lead: '每一期的开奖结果都可以由任何人独立复算。本页逐字节说明算法，足以让你不看我们的代码写出自己的验证程序；页面下方的计算示例由本页当场运行开奖代码得出，与服务器开奖用的是同一份代码。',
  pickGame: '游戏',
  contents: '目录',
  trust: {
    title: '信任假设',
    cannot: '平台做不到的',
    cannotItems: [
      '在公布链终点之后更换任何一期的种子：公布的种子必须逐次哈希回到链终点。',
      '在封盘前知道 v2 期的结果：盐值是封盘时刻之后 drand 公共信标才产生的随机数，平台既不能预测也不能挑选。',
      '修改已公布的结果：任何人都能用公布的种子和信标签名复算。',
    ],
    can: '平台做得到的',
    canItems: [
      '生成纪元时就知道整条链的全部种子，所以 v1 期（没有盐值）的结果平台事先可知。',
      '信标轮次公布后，与所有人同时得知结果（此时已停止下注）。剩下的唯一手段是作废一期：只允许客观原因（如取不到信标轮次），全部注单和追号退款，原因随期号公布。',
    ],
    local:
      '本地信标 — 非独立：开发和测试环境没有外网，使用平台自己的密钥按同样方式签名的本地信标。它能让你核对计算过程，但不能证明平台事先不知道结果。',
    rotation:
      '换链：新纪元的链终点须在生效前至少 24 小时公告（见页面底部的纪元列表）。本机会记住每个游戏首次见到的链终点，出现未公告的变更时会提示「链哈希发生未公告的变更」。',
  },
  chain: {
    title: '1. 哈希链',
    body: [
      '每个游戏的每个纪元，平台生成 32 字节的秘密 s_N，然后反复求 SHA-256：s_{i−1} = SHA256(s_i)。哈希的输入是 32 个原始字节，不是十六进制文本；本页所有哈希都写成 64 位小写十六进制。',
      '链终点 s_0（terminalHash）在纪元公告时公布。链序号为 i（chainIndex）的一期用 s_i 作种子，它的承诺（commitment）是 SHA256(s_i)，也就是 s_{i−1}。',
      '验证一期：SHA256(seed) = commitment；对 seed 连续求 chainIndex 次 SHA-256，得到 terminalHash。',
    ],
  },
  publication: {
    title: '2. 公布规则',
    body: [
      '第 i 期的承诺 SHA256(s_i) 恰好是第 i−1 期的种子。所以第 i 期的承诺只在第 i−1 期开奖、公布种子之后才显示（纪元第一期的承诺就是 s_0）。在那之前第 i 期处于「待开盘」，承诺为空，不能下注。',
      '预售期号列表（追号用）只有期号和时间。任何接口、推送、日志、错误信息或客户端代码都不会在第 i 期开奖前包含 s_i，或能推出 s_i 的值。',
      '因此你对第 i 期下注时，它的种子已经被上一期公布的种子唯一确定，平台无法再更换。',
    ],
  },
  index: {
    title: '3. 期号与链序号',
    body: [
      '期号由开奖时间表生成：YYYYMMDD-NNNN（北京时间营业日，当日序号补零），香港六合彩为 YYYY-NNN。',
      '每一期创建时按开奖顺序领取下一环：chainIndex = 1, 2, 3 …。服务器停机期间没有创建的期不占用链环，所以期号可能跳号，而同一纪元内的链序号始终连续。',
      '每期的接口返回 chainEpoch 和 chainIndex。同一纪元中相邻两期：后一期的 chainIndex 大 1，后一期的承诺等于前一期的种子。',
    ],
  },
  salt: {
    title: '4. 公共盐值（v2）',
    body: [
      '算法 qilin-chain-hmac-sha256-v2 在 v1 之上加入一个封盘前谁都不知道的盐值：drand「quicknet」公共随机信标在封盘时刻或之后的第一轮的随机数。',
      '轮次：第 r 轮的时间是 genesis + (r − 1) × period 秒。quicknet 的 genesis = {{genesis}}，period = {{period}} 秒。封盘时间为 t 秒（可带小数）时，r = ⌈(t − genesis) ÷ period⌉ + 1；t 恰好等于某轮时间时取该轮，t 早于 genesis 时 r = 1。轮次只由封盘时间决定，下注前就已固定。',
      '被签名的消息：m = SHA256(轮次 r 的 8 字节无符号大端编码)。',
      '签名是 BLS12-381 短签名（签名在 G1 上，48 字节压缩；公钥在 G2 上，96 字节压缩），哈希到曲线按 RFC 9380，DST = BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_。验证：e(签名, G2 生成元) = e(H(m), 公钥)。',
      '随机数 randomness = SHA256(签名的 48 个原始字节)，写成 64 位小写十六进制，就是盐值 saltHex。',
      '如果在开奖时间后的规定时限内取不到这一轮，本期作废，全部注单和追号退款，原因随期号公布。',
    ],
    publicKey: 'quicknet 公钥（G2，96 字节）',
    chainHash: 'quicknet chain hash',
  },
  stream: {
    title: '5. 字节流',
    body: [
      '第 r 块（r = 0, 1, 2 …）= HMAC-SHA256(key = 种子的 32 个原始字节, message = 下面这段文本的 UTF-8 字节)。',
      '各部分用英文冒号分隔，没有空格：gameCode 是游戏代码（区分大小写，如 Tradition28、Ffc），issue 是期号原文，r 是十进制、无前导零，saltHex 是 64 位小写十六进制。',
      '每块 32 字节依次切成 8 个 4 字节的字，每个字按大端读作无符号整数 u（0 … 2³² − 1）；8 个字用完再算下一块。',
    ],
    v2: 'v2 的消息',
    v1: 'v1 的消息（旧期）',
  },
  int: {
    title: '6. 均匀整数 int(n)',
    body: [
      '要得到 [0, n) 中的整数：limit = floor(2³² ÷ n) × n；读下一个字 u，若 u ≥ limit 就丢弃、再读下一个字；否则返回 u mod n。这样没有取模偏差。每次调用至少消耗一个字，int(1) 也一样。',
    ],
    limits: '常用的 limit：',
  },
  mapping: {
    title: '7. 各玩法的映射',
    fisherYates:
      'Fisher–Yates 抽取：a 是号码表的副本；对 i = 0 … k−1：j = i + int(len − i)，交换 a[i] 与 a[j]；结果为 a[0 … k−1]，保持抽出顺序。调用 int 的顺序就是结果的一部分。',
    games: '适用游戏',
    rule: '规则',
    rules: {
      ssc: '5 次 int(10)，依次为第 1–5 球。',
      pc28Direct: '3 次 int(10)，依次为三个数字；和值为三者之和。',
      pc28Beijing:
        '先按快乐8 抽出 20 个号码，升序排列为 a₁ … a₂₀；第 1 个数字 = (a₁+…+a₆) mod 10，第 2 个 = (a₇+…+a₁₂) mod 10，第 3 个 = (a₁₃+…+a₁₈) mod 10；和值为三者之和。',
      pc28Canada:
        '同上，三个数字分别是第 2、5、8、11、14、17 位，第 3、6、9、12、15、18 位，第 4、7、10、13、16、19 位之和的个位。',
      keno: 'Fisher–Yates 从 1–80 中取 20 个（int(80) … int(61)），按抽出顺序。',
      k3: '3 次 1 + int(6)，即三颗骰子。',
      syxw: 'Fisher–Yates 从 1–11 中取 5 个（int(11) … int(7)），按抽出顺序。',
      pk10: '对 1–10 做完整 Fisher–Yates（int(10) … int(1) 共 10 次，最后的 int(1) 也消耗一个字）；第 1 个为冠军。',
      markSix:
        'Fisher–Yates 从 1–49 中取 7 个（int(49) … int(43)）：前 6 个为正码（抽出顺序），第 7 个为特码。生肖按开奖日期确定，不含随机性。',
      digitBull: '20 次 int(10)：庄家为第 1–5 个，闲1 为 6–10，闲2 为 11–15，闲3 为 16–20。',
      cardBull:
        '同一副 52 张牌：对牌序号 0–51 做 Fisher–Yates 取 20 张（int(52) … int(33)）；每 5 张一手，依次为庄家、闲1、闲2、闲3。',
      baccarat:
        '无限副牌：每张牌为 int(52)。发牌顺序为闲、庄、闲、庄；任一方两张合计 8 或 9 即停。否则闲家 0–5 点补第三张；闲家不补时，庄家 0–5 点补；闲家补了第三张（点数 x）时，庄家 0–2 点补，3 点 x ≠ 8 补，4 点 x 为 2–7 补，5 点 x 为 4–7 补，6 点 x 为 6 或 7 补，7 点不补。点数：A = 1，2–9 为面值，10、J、Q、K = 0，合计取个位。',
    },
    cards:
      '牌序号 k（0–51）：花色 = floor(k ÷ 13)（0 ♠、1 ♥、2 ♣、3 ♦），点数 = k mod 13 + 1（1 = A，11 = J，12 = Q，13 = K）。',
  },
  example: {
    title: '8. 计算示例',
    intro:
      '以下数值由本页当场运行开奖代码算出：链和种子是公开的示例值，盐值来自真实的 drand quicknet 第 {{round}} 轮。换一个游戏，示例跟着换。',
    chain: '示例链 s_0 … s_3',
    seed: '种子 s_2（chainIndex = 2）',
    commitment: '承诺 SHA256(s_2) = s_1',
    round: '信标轮次',
    roundAt: '轮次时间 {{time}}（UTC）；封盘在此时刻的一期取第 {{round}} 轮',
    signature: '签名（48 字节）',
    verifySignature: '在本机用 quicknet 公钥验证签名',
    signatureOk: '✓ 签名有效',
    signatureBad: '✗ 签名无效',
    verifying: '验证中…',
    salt: '盐值 = SHA256(签名)',
    message: '第 {{block}} 块的消息',
    block: '第 {{block}} 块 HMAC（32 字节）',
    calls: 'int 调用',
    call: '调用',
    word: '字',
    value: 'u',
    out: '结果',
    rejected: '≥ limit，丢弃',
    result: '开奖结果',
    matches: '✓ 与开奖程序 drawResultFor 的结果一致',
    mismatch: '✗ 与开奖程序 drawResultFor 的结果不一致',
  },
  epochs: {
    title: '9. 纪元列表',
    intro:
      '每个游戏的纪元列表只增不改：纪元号、链终点、公告时间、首期、链长度。新纪元的链终点须在生效前至少 24 小时公告。',
    epoch: '第 {{epoch}} 纪元',
    state: { announced: '已公告', active: '使用中', retired: '已结束' },
    terminal: '链终点',
    length: '链长度',
    announcedAt: '公告时间',
    activeFrom: '生效时间',
    firstIssue: '首期',
    notice: '提前公告',
    noticeHours: '{{hours}} 小时',
    noticeOk: '✓ 不少于 24 小时',
    noticeShort: '✗ 不足 24 小时',
    notYet: '未生效',
    empty: '暂无纪元',
    loadFailed: '纪元列表加载失败',
    beacon: '信标',
    beaconKey: '信标公钥',
    beaconTiming: 'genesis {{genesis}}，每 {{period}} 秒一轮',
  },
};
