import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './zh-cn';

export const i18n = i18next.createInstance();

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// Initialised synchronously with the default language bundled, so the first render already has its
// texts; other languages are fetched on demand (loadLanguage) and stay out of the first load.
void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  supportedLngs: [...LANGUAGES],
  resources: { 'zh-CN': { translation: zhCN } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

const loaders: Record<Exclude<Language, 'zh-CN'>, () => Promise<object>> = {
  en: () => import('./en').then((m) => m.en),
};

/** Switches the UI language, fetching its catalogue first when it is not loaded yet. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (lng !== 'zh-CN' && !i18n.hasResourceBundle(lng, 'translation')) {
    i18n.addResourceBundle(lng, 'translation', await loaders[lng]());
  }
  await i18n.changeLanguage(lng);
}

export const t = i18n.t.bind(i18n);
