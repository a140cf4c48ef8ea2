/** Account details: ledger entries of the member's own wallet, as the member reads them. */
export { accountHistoryPlugin } from './history.plugin';
export { AccountHistoryService } from './history.service';
