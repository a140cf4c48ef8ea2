import { playDefs, ruleMap } from '../common/verdict';
import { SSC_CREDIT_PLAYS } from './plays-credit';
import { SSC_NORM_PLAYS } from './plays-norm';
import { SSC_NORM_GROUP_PLAYS } from './plays-norm-group';

const NORM = [...SSC_NORM_PLAYS, ...SSC_NORM_GROUP_PLAYS];
export const SSC_PLAYS = [...SSC_CREDIT_PLAYS, ...NORM];
export const SSC_PLAY_RULES = ruleMap(SSC_PLAYS);
export const SSC_PLAY_DEFS = playDefs(SSC_PLAYS);
export const SSC_CREDIT_PLAY_DEFS = playDefs(SSC_CREDIT_PLAYS);
export const SSC_NORM_PLAY_DEFS = playDefs(NORM);
