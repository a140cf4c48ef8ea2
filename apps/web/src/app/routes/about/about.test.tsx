import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { cornerZh } from '../../../i18n/corner.zh-CN';
import { renderRoutes, resetSession } from '../../../test/utils';
import { routes } from '../../router';

describe('/about', () => {
  beforeEach(() => resetSession());

  it('shows the version, the licence notice and the responsible-play text', async () => {
    renderRoutes(routes, '/about');
    expect(await screen.findByRole('heading', { name: '理性投注' })).toBeTruthy();
    expect(screen.getByText(cornerZh.aboutInfo.responsible)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '许可声明' })).toBeTruthy();
    expect(screen.getByText(cornerZh.aboutInfo.licence)).toBeTruthy();
    expect(screen.getAllByText(new RegExp(env.appVersion.replace(/\./g, '\\.'))).length).toBeGreaterThan(0);
  });
});
