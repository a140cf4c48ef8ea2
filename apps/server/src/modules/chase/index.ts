export { ChaseService, type FollowInput, MAX_CHASE_ISSUES } from './chase.service';
