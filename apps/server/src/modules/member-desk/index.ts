/** The console's members area: search, profile and history through each module's face, freeze, adjustments. */
export { type MemberDeskPluginOptions, memberDeskPlugin } from './member-desk.plugin';
