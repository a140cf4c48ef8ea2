export { helpPlugin } from './help.plugin';
export { HelpService } from './help.service';
export type { HelpTables } from './help.tables';
