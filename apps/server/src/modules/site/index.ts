export { sitePlugin } from './site.plugin';
export { lineConfig, requestOrigin, siteFlags } from './site.routes';
