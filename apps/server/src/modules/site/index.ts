export { lineConfig, requestOrigin, siteFlags, siteRoutes } from './site.routes';
