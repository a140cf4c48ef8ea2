import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const zh = {
  hall: { balance: '账户余额', welcome: '欢迎 {{name}}', issue: '第 {{ issue }} 期' },
  classes: { 1: '数字' },
  lead: ['第 {{n}} 段', '结尾'],
};

describe('Translator', () => {
  it('finds a text at a dotted key and returns the key for a missing one', () => {
    const texts = new Translator('zh-CN', zh);
    expect(texts.t('hall.balance')).toBe('账户余额');
    expect(texts.t('classes.1')).toBe('数字');
    expect(texts.t('hall.nothing')).toBe('hall.nothing');
    expect(texts.t('hall')).toBe('hall');
  });

  it('interpolates {{name}}: numbers as text, an omitted name stays, a name given as undefined is empty', () => {
    const texts = new Translator('zh-CN', zh);
    expect(texts.t('hall.welcome', { name: '小麒' })).toBe('欢迎 小麒');
    expect(texts.t('hall.issue', { issue: 42 })).toBe('第 42 期');
    expect(texts.t('hall.welcome', { other: 1 })).toBe('欢迎 {{name}}');
    expect(texts.t('hall.welcome', { name: undefined })).toBe('欢迎 ');
    expect(texts.t('hall.welcome', { name: '<b>' })).toBe('欢迎 <b>');
  });

  it('returns a list whole, each text interpolated, when asked to', () => {
    const texts = new Translator('zh-CN', zh);
    expect(texts.t('lead', { returnObjects: true, n: 1 })).toEqual(['第 1 段', '结尾']);
    expect(texts.t('lead')).toBe('lead');
  });

  it('falls back to the fallback language, and a fixed t ignores the current language', () => {
    const texts = new Translator('zh-CN', zh);
    texts.addTexts('en', { hall: { balance: 'Balance' } });
    texts.changeLanguage('en');
    expect(texts.t('hall.balance')).toBe('Balance');
    expect(texts.t('hall.welcome', { name: 'Q' })).toBe('欢迎 Q');
    expect(texts.getFixedT('zh-CN')('hall.balance')).toBe('账户余额');
    expect(texts.t('hall.balance', { lng: 'zh-CN' })).toBe('账户余额');
  });

  it('merges added texts deeply, the newer text winning, without touching the objects it was given', () => {
    const texts = new Translator('zh-CN', zh);
    texts.addTexts('zh-CN', { hall: { notice: '公告', balance: '余额' } });
    expect(texts.t('hall.notice')).toBe('公告');
    expect(texts.t('hall.balance')).toBe('余额');
    expect(texts.t('hall.welcome', { name: 'Q' })).toBe('欢迎 Q');
    expect(zh.hall).not.toHaveProperty('notice');
    expect(texts.hasTexts('en')).toBe(false);
  });

  it('tells subscribers about a language change, once per change, until they leave', () => {
    const texts = new Translator('zh-CN', zh);
    let calls = 0;
    const leave = texts.subscribe(() => calls++);
    texts.changeLanguage('en');
    texts.changeLanguage('en');
    expect(calls).toBe(1);
    leave();
    texts.changeLanguage('zh-CN');
    expect(calls).toBe(1);
    expect(texts.language).toBe('zh-CN');
  });
});
