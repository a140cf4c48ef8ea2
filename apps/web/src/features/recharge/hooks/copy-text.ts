// Shared with the customer-service screen: one implementation in lib.
export { copyText } from '../../../lib/copy-text';
