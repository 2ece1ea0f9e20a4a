import { useRef, useState } from 'react';

interface SubmissionOptions<Input, Answer> {
  /** The request, e.g. `(input) => api.post('/api/contact', input)`. */
  send: (input: Input) => Promise<Answer>;
  onSuccess?: (answer: Answer, input: Input) => void;
  /** A failed request; without it, the failure is only kept in `error` for the form to show. */
  onError?: (error: unknown, input: Input) => void;
  /** After either, e.g. to read the page's data again. */
  onSettled?: () => void;
}

type Callbacks<Input, Answer> = Pick<SubmissionOptions<Input, Answer>, 'onSuccess' | 'onError'>;

export interface Submission<Input, Answer> {
  /** Sends; `callbacks` run after the hook's own, for what only this call site knows (close its dialog). */
  submit: (input: Input, callbacks?: Callbacks<Input, Answer>) => void;
  isPending: boolean;
  /** The last failure, until the next submission. */
  error: unknown;
  isError: boolean;
  /** The answer of the last submission that succeeded. */
  answer: Answer | undefined;
}

/**
 * How a form sends what someone entered: one request at a time, with its state for the form to
 * show. Reads are route loaders (lib/page-data.ts); this is the one way pages write.
 */
export function useSubmission<Input = void, Answer = unknown>(options: SubmissionOptions<Input, Answer>): Submission<Input, Answer> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown; isError: boolean; answer: Answer | undefined }>({
    isPending: false,
    error: null,
    isError: false,
    answer: undefined,
  });
  // Only the newest submission's outcome is kept (a double click does not show an older answer).
  const attempt = useRef(0);

  const submit = (input: Input, callbacks?: Callbacks<Input, Answer>) => {
    const own = ++attempt.current;
    setState((previous) => ({ ...previous, isPending: true, error: null, isError: false }));
    options.send(input).then(
      (answer) => {
        if (own !== attempt.current) return;
        setState({ isPending: false, error: null, isError: false, answer });
        options.onSuccess?.(answer, input);
        callbacks?.onSuccess?.(answer, input);
        options.onSettled?.();
      },
      (error: unknown) => {
        if (own !== attempt.current) return;
        setState((previous) => ({ ...previous, isPending: false, error, isError: true }));
        options.onError?.(error, input);
        callbacks?.onError?.(error, input);
        options.onSettled?.();
      },
    );
  };

  return { submit, ...state };
}
