import { cleanup } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeAll } from 'vitest';
import { loadMoneyTexts } from '../i18n';
import { installAntdRender } from '../lib/antd-render';

installAntdRender();

// Screens under test render without their route loader, which fetches the money texts in the app.
beforeAll(() => loadMoneyTexts());

afterEach(() => {
  cleanup();
  Toast.clear();
  localStorage.clear();
  sessionStorage.clear();
});
