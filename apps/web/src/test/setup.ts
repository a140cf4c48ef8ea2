import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installAntdRender } from '../lib/antd-render';

installAntdRender();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
