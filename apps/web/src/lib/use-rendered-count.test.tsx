import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';
import { useRenderedCount } from './use-rendered-count';

function Numbers({ total }: { total: number }) {
  const count = useRenderedCount(total, 3, 2);
  return <p>{Array.from({ length: count }, (_, index) => index + 1).join(',')}</p>;
}

describe('useRenderedCount', () => {
  it('renders the first items at once, then a step more in each later task until all are there', async () => {
    render(<Numbers total={8} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^1,2,3$/);
    const seen = [];
    for (let task = 0; task < 4; task++) {
      await act(nextTask);
      seen.push(screen.getByRole('paragraph').textContent);
    }
    expect(seen).toEqual(['1,2,3,4,5', '1,2,3,4,5,6,7', '1,2,3,4,5,6,7,8', '1,2,3,4,5,6,7,8']);
  });

  it('never counts past a list shorter than the first step', async () => {
    render(<Numbers total={2} />);
    await act(nextTask);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^1,2$/);
  });
});
