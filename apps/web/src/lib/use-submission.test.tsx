import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmission } from './use-submission';

/** A request the test answers when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('useSubmission', () => {
  it('is pending while the request runs, then keeps the answer and reports it', async () => {
    const request = deferred<{ message: string }>();
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useSubmission({ send: () => request.promise, onSuccess, onSettled }));
    act(() => result.current.submit({ email: 'a@b.co' }));
    expect(result.current.isPending).toBe(true);
    await act(async () => request.resolve({ message: 'Thanks' }));
    expect(result.current).toMatchObject({ isPending: false, isError: false, error: null, answer: { message: 'Thanks' } });
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Thanks' }, { email: 'a@b.co' });
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it("runs a call's own callbacks after the hook's", async () => {
    const calls: string[] = [];
    const { result } = renderHook(() => useSubmission({ send: async (n: number) => n * 2, onSuccess: () => calls.push('hook') }));
    act(() => result.current.submit(2, { onSuccess: (answer) => calls.push(`call ${answer}`) }));
    await waitFor(() => expect(calls).toEqual(['hook', 'call 4']));
  });

  it('keeps a failure for the form to show until the next submission', async () => {
    const failure = new Error('refused');
    const onError = vi.fn();
    let answer = Promise.reject<string>(failure);
    const { result } = renderHook(() => useSubmission({ send: () => answer, onError }));
    act(() => result.current.submit(1));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure, 1);
    const next = deferred<string>();
    answer = next.promise;
    act(() => result.current.submit(2));
    expect(result.current).toMatchObject({ isPending: true, isError: false, error: null });
    await act(async () => next.resolve('ok'));
    expect(result.current.answer).toBe('ok');
  });

  it('shows only the newest submission when two overlap', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const requests = [first, second];
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmission({ send: () => requests.shift()!.promise, onSuccess }));
    act(() => result.current.submit('a'));
    act(() => result.current.submit('b'));
    await act(async () => second.resolve('second'));
    await act(async () => first.resolve('first'));
    expect(result.current.answer).toBe('second');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
