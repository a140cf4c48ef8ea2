import { cleanup, configure } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeAll } from 'vitest';
import { loadTexts, TEXT_AREAS } from '../i18n';
import { installAntdRender } from '../lib/antd-render';

installAntdRender();

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a screen that seals a
// password (RSA) and signs its request can take longer than that to show its answer. Waiting
// longer only delays a failure; a passing test returns as soon as it sees what it waits for.
configure({ asyncUtilTimeout: 3000 });

// Screens under test render without their route loaders, which fetch these texts in the app.
beforeAll(() => Promise.all(TEXT_AREAS.map(loadTexts)));

afterEach(() => {
  cleanup();
  Toast.clear();
  localStorage.clear();
  sessionStorage.clear();
});
