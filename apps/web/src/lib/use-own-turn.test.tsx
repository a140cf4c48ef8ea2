import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOwnTurn } from './use-own-turn';

function Card({ name }: { name: string }) {
  const turn = useOwnTurn();
  return <p>{`${name} ${turn ? 'started' : 'waiting'}`}</p>;
}

const shown = () => screen.getAllByText(/started|waiting/).map((p) => p.textContent);

describe('useOwnTurn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives mounted components their turn one task at a time, in order', async () => {
    const turns: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => turns.push(resolve)) });
    render(
      <>
        <Card name="a" />
        <Card name="b" />
      </>,
    );
    expect(shown()).toEqual(['a waiting', 'b waiting']);
    await act(async () => turns.shift()?.());
    expect(shown()).toEqual(['a started', 'b waiting']);
    await act(async () => turns.shift()?.());
    expect(shown()).toEqual(['a started', 'b started']);
  });

  it('starts everyone with the next render where the browser cannot yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    render(<Card name="a" />);
    expect(await screen.findByText('a started')).toBeTruthy();
  });
});
