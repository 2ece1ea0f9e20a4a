import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Listener = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's paint timing, which jsdom lacks. */
function stubPaintTiming(pastPaints: string[] = []) {
  const observers: Listener[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private listener: Listener) {}
    observe({ buffered }: { buffered?: boolean }) {
      observers.push(this.listener);
      // As in browsers, earlier entries come in a later task, and only when asked for.
      if (buffered) for (const name of pastPaints) setTimeout(() => paint(name));
    }
    disconnect() {
      observers.splice(observers.indexOf(this.listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  const paint = (name: string) => [...observers].forEach((listener) => listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  return { paint, observers };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint of a server-rendered page', () => {
    document.body.innerHTML = '<div id="root"><h1>Restaurant</h1></div>';
    const { paint, observers } = stubPaintTiming();
    const then = vi.fn();
    afterFirstPaint(then);
    paint('first-paint');
    expect(then).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(then).toHaveBeenCalledOnce();
    expect(observers).toHaveLength(0);
  });

  it('also goes on when the first contentful paint came before it was called', async () => {
    document.body.innerHTML = '<div id="root"><h1>Restaurant</h1></div>';
    stubPaintTiming(['first-paint', 'first-contentful-paint']);
    const then = vi.fn();
    afterFirstPaint(then);
    await vi.waitFor(() => expect(then).toHaveBeenCalledOnce());
  });

  it('goes on at once for an empty page, which has nothing to paint before its code runs', () => {
    document.body.innerHTML = '<div id="root"></div>';
    stubPaintTiming();
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledOnce();
  });

  it('goes on at once in a browser without paint timing', () => {
    document.body.innerHTML = '<div id="root"><h1>Restaurant</h1></div>';
    vi.stubGlobal('PerformanceObserver', undefined);
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledOnce();
  });
});
