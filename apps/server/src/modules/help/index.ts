export { helpPlugin } from './help.plugin';
export { helpRepository } from './help.repository';
export { HelpService } from './help.service';
export type { HelpTables } from './help.tables';
