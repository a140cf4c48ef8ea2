import { StorageKey } from '@qilin/contract/storage-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage, restoreLanguage, storedLanguage } from './index';

/** A new module instance: the test setup has loaded every area into the shared one already. */
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

describe('i18n', () => {
  afterEach(async () => {
    await loadLanguage('zh-CN');
  });

  it('starts in zh-CN with only the first load texts, no English', async () => {
    const fresh = await freshI18n();
    expect(fresh.i18n.language).toBe('zh-CN');
    expect(fresh.i18n.hasTexts('en')).toBe(false);
    expect(fresh.t('hall.balance')).toBe('账户余额');
    expect(fresh.t('game.room.closeIn')).toBe('距封盘');
    expect(fresh.t('wallet.title')).toBe('wallet.title');
    expect(fresh.t('game.room.issue', { issue: '1' })).toBe('game.room.issue');
  });

  it('loadTexts(area): the area texts are there once it resolves, beside the first load texts', async () => {
    const fresh = await freshI18n();
    await fresh.loadTexts('money');
    expect(fresh.t('wallet.title')).toBe('我的钱包');
    await fresh.loadTexts('game');
    expect(fresh.t('game.room.issue', { issue: '42' })).toBe('第 42 期');
    // The game area joins the hall's game texts under `game` instead of replacing them.
    expect(fresh.t('game.room.closeIn')).toBe('距封盘');
    expect(fresh.t('hall.balance')).toBe('账户余额');
  });

  it('loadTexts(area) fetches and adds an area once', async () => {
    const fresh = await freshI18n();
    await fresh.loadTexts('corner');
    // Were the bundle added again, it would overwrite this edit.
    fresh.i18n.addTexts('zh-CN', { notices: { title: 'edited' } });
    await Promise.all([fresh.loadTexts('corner'), fresh.loadTexts('corner')]);
    expect(fresh.t('notices.title')).toBe('edited');
  });

  it('switching to English brings the loaded areas in English, and later areas come in English', async () => {
    const fresh = await freshI18n();
    await fresh.loadTexts('money');
    await fresh.setLanguage('en');
    expect(fresh.i18n.language).toBe('en');
    expect(fresh.t('hall.balance')).toBe('Balance');
    expect(fresh.t('wallet.title')).toBe('My wallet');
    expect(fresh.t('game.room.closeIn')).toBe('Closes in');

    await fresh.loadTexts('fairness');
    expect(fresh.t('fairness.title')).toBe('Fairness check');

    // Back to zh-CN: the area asked for in English comes in zh-CN too.
    await fresh.setLanguage('zh-CN');
    expect(fresh.t('fairness.title')).toBe('公平性验证');
    expect(fresh.t('wallet.title')).toBe('我的钱包');
  });

  it('an area asked for while the switch to English is under way comes in English', async () => {
    const fresh = await freshI18n();
    const switching = fresh.setLanguage('en');
    const texts = fresh.loadTexts('popup');
    await Promise.all([switching, texts]);
    expect(fresh.t('popup.betSuccess')).toBe('Bet placed');
  });

  it('the last of two overlapping switches wins', async () => {
    const fresh = await freshI18n();
    const first = fresh.setLanguage('en');
    const second = fresh.setLanguage('zh-CN');
    await Promise.all([first, second]);
    expect(fresh.i18n.language).toBe('zh-CN');
    expect(fresh.storedLanguage()).toBe('zh-CN');
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
