import { playDefs, ruleMap } from '../common/verdict';
import { MARK_SIX_OTHER_PLAYS } from './plays-other';
import { MARK_SIX_PARLAY_PLAY } from './plays-parlay';
import { MARK_SIX_SPECIAL_PLAYS } from './plays-special';

export const MARK_SIX_PLAYS = [...MARK_SIX_SPECIAL_PLAYS, ...MARK_SIX_OTHER_PLAYS, MARK_SIX_PARLAY_PLAY];
export const MARK_SIX_PLAY_RULES = ruleMap(MARK_SIX_PLAYS);
export const MARK_SIX_PLAY_DEFS = playDefs(MARK_SIX_PLAYS);
export {
  MARK_SIX_REGULAR_NAMES,
  PARLAY_OPTION_NAMES,
  PARLAY_OPTIONS,
  type ParlayLeg,
  type ParlayOption,
  parlayLegsName,
  parlayOption,
  parseParlayLegs,
} from './plays-parlay';
