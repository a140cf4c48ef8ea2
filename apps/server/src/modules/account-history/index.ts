/** Account details: ledger entries of the member's own wallet, as the member reads them. */
export { accountHistoryRoutes } from './history.routes';
export { AccountHistoryService } from './history.service';
