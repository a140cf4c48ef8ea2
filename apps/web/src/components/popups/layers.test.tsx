import { render } from '@testing-library/react';
import { Dialog, Popup } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { LAYER_STEP, useLayer } from './layers';

function zOf(el: Element | null): number {
  return Number((el as HTMLElement | null)?.style.getPropertyValue('--z-index'));
}

function Panel() {
  return (
    <Popup visible position="right" style={useLayer()} className="t-panel">
      panel
    </Popup>
  );
}

function Later() {
  return <Dialog visible style={useLayer()} className="t-dialog" content="提交成功" />;
}

describe('overlay layering', () => {
  it('draws an overlay opened later above one opened before, body included', () => {
    render(<Panel />);
    render(<Later />);
    const panel = zOf(document.querySelector('.t-panel'));
    const dialog = zOf(document.querySelector('.t-dialog'));
    // antd-mobile draws a Popup's body at --z-index + 10: the later dialog must clear it.
    expect(dialog).toBeGreaterThan(panel + 10);
    expect(dialog - panel).toBe(LAYER_STEP);
  });

  // The rule only holds if every overlay takes part: any file that renders an antd-mobile overlay
  // takes its level from useLayer.
  it('every antd-mobile overlay in the app takes a layer', () => {
    const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).filter((f) => f.endsWith('order-view.tsx'))).toHaveLength(1);
    const overlay =
      /import \{[^}]*\b(Popup|Dialog|Mask|CenterPopup|ActionSheet|Modal)\b[^}]*\} from 'antd-mobile'/;
    const missing = Object.entries(sources)
      .filter(([, text]) => overlay.test(text) && !/useLayer\(/.test(text))
      .map(([file]) => file);
    expect(missing).toEqual([]);
  });
});
