/**
 * The game texts the hall's first screen shows (lobby, recent games, the countdown). The rest of the
 * game, bet and chase texts (`game-zh.ts`) ride with the game routes (`loadGameTexts`).
 */
export const gameHallZh = {
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
};
