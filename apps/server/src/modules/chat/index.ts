export { chatPlugin } from './chat.plugin';
export type { ChatTables } from './chat.tables';
