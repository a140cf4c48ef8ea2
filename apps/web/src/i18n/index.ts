import { StorageKey } from '@qilin/contract/storage-keys';
import i18next, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { readString, writeString } from '../lib/storage';
import { zhCN } from './zh-cn';

export const i18n = i18next.createInstance();

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// Initialised synchronously with the default language bundled, so the first render already has its
// texts; other languages are fetched on demand (loadLanguage) and stay out of the first load.
void i18n.init({
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

/** The language chosen in 设置 on this device (zh-CN unless one was chosen). */
export function storedLanguage(): Language {
  const value = readString(StorageKey.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'zh-CN';
}

/** 设置 → 语言: switches, keeps the choice on the device and tells the page its language. */
export async function setLanguage(lng: Language): Promise<void> {
  await loadLanguage(lng);
  writeString(StorageKey.language, lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** At start: a device that chose English gets it back (the zh-CN first paint needs no fetch). */
export function restoreLanguage(): Promise<void> {
  const lng = storedLanguage();
  return lng === 'zh-CN' ? Promise.resolve() : setLanguage(lng);
}

export const t = i18n.t.bind(i18n);

/**
 * A zh-CN bundle that rides with the screens using it instead of the hall's first load: their routes
 * await it before rendering. (The English catalogue is fetched whole, these texts included.)
 */
function lazyTexts(load: () => Promise<object>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= load().then(
      (bundle) => {
        i18n.addResourceBundle('zh-CN', 'translation', bundle, true, false);
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk load may succeed on the next visit
        throw error;
      },
    );
    return pending;
  };
}

/** Wallet, recharge, withdraw, security, venues and details. */
export const loadMoneyTexts = lazyTexts(() => import('./zh-cn-money').then((m) => m.moneyZh));
/** Game rooms, bets, chases, records and trends (the hall's own game texts are in the first load). */
export const loadGameTexts = lazyTexts(() => import('./game-zh').then((m) => ({ game: m.gameZh })));
/** The global popups (their renderers are a lazy chunk of their own). */
export const loadPopupTexts = lazyTexts(() => import('./popup-zh').then((m) => ({ popup: m.popupZh })));
/** 我的: the hub, profile, settings and the float ball. */
export const loadMeTexts = lazyTexts(() => import('./me-zh').then((m) => ({ me: m.meZh })));

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
const currentLanguage = () => i18n.language;

/**
 * `const { t } = useTranslation()`: the component re-renders when the language changes. This is the
 * one piece of react-i18next the app used; binding i18next directly keeps ~3 KB gzip (react-i18next and
 * its provider) out of the first load.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: i18n.getFixedT(lng), i18n }), [lng]);
}
