import { describe, expect, it } from 'vitest';
import { backDestination, backTargetOf, hasInAppHistory } from './back-target';

describe('back target rule', () => {
  it('goes one step back only over an entry the app made (router idx > 0)', () => {
    expect(backDestination({ idx: 3, key: 'k', usr: null }, '/account')).toBe(-1);
    expect(backDestination({ idx: 1 }, '/account')).toBe(-1);
  });

  it("goes to the screen's back target on a deep link, a new tab or a reload of the first screen", () => {
    // first entry of the visit: the entry before it (if any) is another site or the new tab's blank page
    expect(backDestination({ idx: 0, key: 'default' }, '/account')).toBe('/account');
    // no router state at all (a page the router never stamped)
    expect(backDestination(null, '/home/hall')).toBe('/home/hall');
    expect(backDestination(undefined, '/home/hall')).toBe('/home/hall');
    expect(hasInAppHistory({ idx: '2' })).toBe(false);
  });

  it('declares where each screen is reached from, and the hall for every other screen', () => {
    expect(backTargetOf('/withdraw')).toBe('/account');
    expect(backTargetOf('/withdrawList')).toBe('/account');
    expect(backTargetOf('/accountDetails')).toBe('/account');
    expect(backTargetOf('/gift/record')).toBe('/account');
    expect(backTargetOf('/betRecord')).toBe('/home/personCenter');
    expect(backTargetOf('/runNumberRecord')).toBe('/home/personCenter');
    expect(backTargetOf('/account')).toBe('/home/personCenter');
    expect(backTargetOf('/headImages')).toBe('/changePersonInfo');
    expect(backTargetOf('/FloatBall')).toBe('/setting');
    expect(backTargetOf('/gamezhuotou')).toBe('/home/hall');
    expect(backTargetOf('/mixDeskPage')).toBe('/home/hall');
    expect(backTargetOf('/no-such-screen')).toBe('/home/hall');
  });
});
