import { playDefs, ruleMap } from '../common/verdict';
import { MARK_SIX_OTHER_PLAYS } from './plays-other';
import { MARK_SIX_SPECIAL_PLAYS } from './plays-special';

export const MARK_SIX_PLAYS = [...MARK_SIX_SPECIAL_PLAYS, ...MARK_SIX_OTHER_PLAYS];
export const MARK_SIX_PLAY_RULES = ruleMap(MARK_SIX_PLAYS);
export const MARK_SIX_PLAY_DEFS = playDefs(MARK_SIX_PLAYS);
