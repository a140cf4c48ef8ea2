import { StorageKey } from '@qilin/contract/storage-keys';
import { useMemo, useSyncExternalStore } from 'react';
import { readString, writeString } from '../lib/storage';
import { areaBundles, coreBundles, LANGUAGES, type Language, type TextArea } from './bundles';
import { coreZh } from './core.zh-CN';
import { type TFunction, Translator } from './translator';

export { LANGUAGES, type Language, TEXT_AREAS, type TextArea } from './bundles';
export type { TFunction } from './translator';

/**
 * The first load's zh-CN texts are bundled, so the first render already has them; every other bundle
 * (an area's, another language's) is fetched on demand. zh-CN is the fallback for a missing text.
 */
export const i18n = new Translator('zh-CN', coreZh);

/** Bundles added or on their way, by `<area>:<lng>`; a failed fetch is forgotten so the next visit retries. */
const bundles = new Map<string, Promise<void>>([['core:zh-CN', Promise.resolve()]]);
/** Areas some screen has asked for: a language switch fetches them in the new language too. */
const wanted = new Set<TextArea>();
/** The language being switched to (loadLanguage), so texts asked for meanwhile come in it too. */
let target: Language = 'zh-CN';

function addBundle(area: TextArea | 'core', lng: Language): Promise<void> {
  const key = `${area}:${lng}`;
  let pending = bundles.get(key);
  if (!pending) {
    const fetch = area === 'core' ? coreBundles[lng as Exclude<Language, 'zh-CN'>] : areaBundles[area][lng];
    pending = fetch().then(
      (texts) => {
        i18n.addTexts(lng, texts);
      },
      (error: unknown) => {
        bundles.delete(key);
        throw error;
      },
    );
    bundles.set(key, pending);
  }
  return pending;
}

/**
 * The texts of one area in the current language (and the one being switched to), fetched once. Lazy
 * routes and the popup renderers await it before they render, so a screen never shows a key.
 */
export function loadTexts(area: TextArea): Promise<void> {
  wanted.add(area);
  const languages = new Set<Language>([i18n.language as Language, target]);
  return Promise.all([...languages].map((lng) => addBundle(area, lng))).then(() => undefined);
}

/**
 * Switches the UI language, fetching its first-load texts and every area asked for so far first. The
 * last choice wins when switches overlap. Resolves whether this choice is the one that took effect.
 */
export async function loadLanguage(lng: Language): Promise<boolean> {
  target = lng;
  await Promise.all([addBundle('core', lng), ...[...wanted].map((area) => addBundle(area, lng))]);
  if (target !== lng) return false;
  i18n.changeLanguage(lng);
  return true;
}

/** The language chosen in 设置 on this device (zh-CN unless one was chosen). */
export function storedLanguage(): Language {
  const value = readString(StorageKey.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'zh-CN';
}

/** 设置 → 语言: switches, keeps the choice on the device and tells the page its language. */
export async function setLanguage(lng: Language): Promise<void> {
  if (!(await loadLanguage(lng))) return;
  writeString(StorageKey.language, lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** At start: a device that chose English gets it back (the zh-CN first paint needs no fetch). */
export function restoreLanguage(): Promise<void> {
  const lng = storedLanguage();
  return lng === 'zh-CN' ? Promise.resolve() : setLanguage(lng);
}

export const t = i18n.t;

const subscribe = (onChange: () => void) => i18n.subscribe(onChange);
const currentLanguage = () => i18n.language;

/** `const { t } = useTranslation()`: the component re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: i18n.getFixedT(lng), i18n }), [lng]);
}
