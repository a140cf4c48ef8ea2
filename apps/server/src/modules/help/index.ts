export { registerHelpJobs } from './help.jobs';
export { helpRepository } from './help.repository';
export { helpAdminRoutes, helpRoutes } from './help.routes';
export { HelpService } from './help.service';
export type { HelpTables } from './help.tables';
