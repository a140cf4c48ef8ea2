export { registerChaseJobs } from './chase.jobs';
export { ChaseQueries, type ChaseView } from './chase.queries';
export { chaseOrderSchema, chaseRoutes } from './chase.routes';
export { ChaseService, type FollowInput, MAX_CHASE_ISSUES } from './chase.service';
