export { chasePlugin } from './chase.plugin';
export { ChaseQueries, type ChaseView } from './chase.queries';
export { ChaseService, type FollowInput, MAX_CHASE_ISSUES } from './chase.service';
export type { ChasePlanRow, ChaseTables } from './chase.tables';
