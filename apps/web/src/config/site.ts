import { env, type SiteId } from './env';

/** The two site variants (spec §1) differ in name, logo set, suffix and site id. */
export type SiteInfo = {
  id: 1 | 2;
  suffix: SiteId;
  name: string;
  shortName: string;
  /** Logo colours; the logo itself is drawn by components/site-logo from these. */
  logo: { mark: string; background: string; accent: string };
};

const sites: Record<SiteId, SiteInfo> = {
  n7: {
    id: 1,
    suffix: 'n7',
    name: '麒麟娱乐',
    shortName: '麒麟',
    logo: { mark: '麟', background: '#c8102e', accent: '#ffd970' },
  },
  ak: {
    id: 2,
    suffix: 'ak',
    name: '麒麟彩',
    shortName: '麒麟彩',
    logo: { mark: '彩', background: '#1d3a8a', accent: '#f5c451' },
  },
};

export const site: SiteInfo = sites[env.site];
