import { StorageKey } from '@qilin/contract/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, loadMoneyTexts, restoreLanguage, storedLanguage } from './index';

describe('i18n', () => {
  afterEach(async () => {
    await loadLanguage('zh-CN');
  });

  it('starts in zh-CN with only its catalogue loaded', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('hall.balance')).not.toBe('hall.balance');
  });

  it('fetches the English catalogue on demand and switches to it', async () => {
    const zh = i18n.t('hall.balance');
    await loadLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('hall.balance')).not.toBe(zh);
    await loadLanguage('zh-CN');
    expect(i18n.t('hall.balance')).toBe(zh);
  });

  it('adds the money texts to zh-CN on demand without dropping the rest', async () => {
    await loadMoneyTexts();
    expect(i18n.t('wallet.title')).toBe('我的钱包');
    expect(i18n.t('hall.balance')).not.toBe('hall.balance');
  });

  it('restores the language this device chose in 设置 at start, and ignores an unknown one', async () => {
    localStorage.setItem(StorageKey.language, 'en');
    await restoreLanguage();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    localStorage.setItem(StorageKey.language, 'fr');
    expect(storedLanguage()).toBe('zh-CN');
  });
});
