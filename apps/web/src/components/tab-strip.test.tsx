import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './tab-strip';

const ITEMS = [
  { key: '1', title: '数字' },
  { key: '2', title: '彩票' },
  { key: '3', title: '红包' },
];

function Harness() {
  const [active, setActive] = useState('1');
  return (
    <TabStrip items={ITEMS} activeKey={active} onChange={setActive} label="游戏分类">
      <p>panel {active}</p>
    </TabStrip>
  );
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('TabStrip', () => {
  it('marks exactly one tab selected and labels the panel with it', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '游戏分类' })).toBeTruthy();
    expect(selected().map((t) => t.textContent)).toEqual(['数字']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('ql-tab-1');
  });

  it('switches the panel on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: '红包' }));
    expect(selected().map((t) => t.textContent)).toEqual(['红包']);
    expect(screen.getByText('panel 3')).toBeTruthy();
  });

  it('moves with the arrow keys, wrapping at both ends, and keeps one tab in the tab order', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected().map((t) => t.textContent)).toEqual(['红包']);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected().map((t) => t.textContent)).toEqual(['数字']);
    expect(document.activeElement?.textContent).toBe('数字');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
