import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { isPageInteractive } from '@/lib/use-hydrated';

/** What says the visitor is reaching for the form: a pointer over it, a touch or a key in it, the focus entering it. */
const reachingEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * While the server's page is hydrating: its HTML is in the root, and the page has not yet marked
 * itself interactive (root-layout.tsx). A page rendered by a navigation, or in the browser from
 * the start (a path with a secret in it), is not.
 */
const hydratingServerPage = () =>
  typeof document !== 'undefined' && !isPageInteractive() && Boolean(document.getElementById('root')?.hasChildNodes());

/**
 * A form on a public page whose code (react-hook-form, the form itself) loads when the visitor
 * first reaches for it, not with the page: most visitors of /review read the reviews and write
 * none, and a page's JavaScript budget (docs/rendering.md) has no room for the form library
 * beside React and React Router. Until then the server's form stays on the screen as HTML:
 * fields take typing and a radio its click, the submit button is disabled (decision 0029).
 *
 * The form must take what was typed before its code came: fields that react-hook-form registers
 * without a default value it reads from the page as it registers them (in the commit, so nothing
 * typed meanwhile is lost); a controlled field renders as the server did, then takes its value
 * from the page (`checkedValueInPage`); a field the visitor left meanwhile is left again once the
 * form has hydrated, so that it is checked as it would have been. On a page the browser renders
 * itself the code loads at once.
 */
export function formLoadedOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let startLoading = () => {};
  const reachedFor = new Promise<void>((resolve) => {
    startLoading = resolve;
  });
  // The server renders the form at once; so does a page that is not the server's.
  if (!hydratingServerPage()) startLoading();
  const Form = lazy(async () => {
    await reachedFor;
    return { default: await load() };
  });

  return function FormLoadedOnFirstUse(props: Props) {
    const region = useRef<HTMLDivElement>(null);
    // The fields the visitor left before the form's code came; none once it has hydrated.
    const fieldsLeft = useRef<Set<Element> | null>(new Set());
    const [fromServer] = useState(hydratingServerPage);
    // Rendered again once the page has hydrated (a navigation, the language switched), the form
    // must hydrate to take the change, and React holds the navigation until it has: load now.
    if (!hydratingServerPage()) startLoading();
    useEffect(() => {
      const element = region.current;
      if (!fromServer || !element) return;
      // Heard on the window, before anything below it: React stops an event at its root while
      // the part of the page it is aimed at has not hydrated.
      const stop = () => reachingEvents.forEach((type) => window.removeEventListener(type, reached, true));
      const reached = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        stop();
        startLoading();
      };
      const left = (event: FocusEvent) => {
        if (!fieldsLeft.current) window.removeEventListener('focusout', left, true);
        else if (event.target instanceof Element && element.contains(event.target)) fieldsLeft.current.add(event.target);
      };
      reachingEvents.forEach((type) => window.addEventListener(type, reached, { capture: true, passive: true }));
      window.addEventListener('focusout', left, { capture: true, passive: true });
      return () => {
        stop();
        window.removeEventListener('focusout', left, true);
      };
    }, [fromServer]);
    // React did not hear a field left before the form's code came, and a form checked when a field
    // is left (`mode: 'onTouched'`) would say nothing of a wrong email: each is left again.
    const leaveFieldsAgain = useCallback(() => {
      const left = [...(fieldsLeft.current ?? [])];
      fieldsLeft.current = null;
      for (const field of left) {
        if (field.isConnected) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
    }, []);
    return (
      <div ref={region} className="contents">
        <Suspense fallback={null}>
          <Form {...props} />
          <AfterHydrating then={leaveFieldsAgain} />
        </Suspense>
      </div>
    );
  };
}

/** Calls `then` once the form beside it has hydrated: their effects run in one commit, the form's first. */
function AfterHydrating({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * The value of the radio of `name` checked in the page, if any: a visitor may pick one in the
 * server's form before its code comes. Read after hydrating (hydration keeps what is checked),
 * to take it into the form's state; reading it for the first render would render something the
 * server did not, and React would throw the server's form away with what was typed in it.
 */
export function checkedValueInPage(name: string): string | undefined {
  return document.querySelector<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(name)}"]:checked`)?.value;
}
