import { cleanup } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { installAntdRender } from '../lib/antd-render';

installAntdRender();

afterEach(() => {
  cleanup();
  Toast.clear();
  localStorage.clear();
  sessionStorage.clear();
});
