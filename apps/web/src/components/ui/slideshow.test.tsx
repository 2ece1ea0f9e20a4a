import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slideshow } from './slideshow';

const images = [
  { key: 'restaurant/slide-1', alt: 'Terrace at dusk' },
  { key: 'restaurant/slide-2', alt: 'Dining room' },
  { key: 'restaurant/slide-3', alt: 'Fish curry' },
];

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const activeSlide = () => document.querySelector('[aria-roledescription="slide"][data-active="true"]')?.getAttribute('aria-label');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Slideshow', () => {
  it('advances every 5 seconds and wraps around', () => {
    stubReducedMotion(false);
    render(<Slideshow images={images} label="Restaurant photographs" />);
    expect(activeSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(4999));
    expect(activeSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('1 of 3');
  });

  it('loads the first image eagerly and the others lazily', () => {
    stubReducedMotion(false);
    const { container } = render(<Slideshow images={images} label="Restaurant photographs" />);
    const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('pauses while hovered or focused and resumes afterwards', () => {
    stubReducedMotion(false);
    render(<Slideshow images={images} label="Restaurant photographs" />);
    const region = screen.getByRole('region', { name: 'Restaurant photographs' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeSlide()).toBe('1 of 3');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('2 of 3');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(activeSlide()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeSlide()).toBe('2 of 3');
  });

  it('stays still when the visitor prefers reduced motion, but the buttons still work', () => {
    stubReducedMotion(true);
    render(<Slideshow images={images} label="Restaurant photographs" />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(activeSlide()).toBe('2 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('stops and restarts with the pause button', () => {
    stubReducedMotion(false);
    render(<Slideshow images={images} label="Restaurant photographs" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Clicking moved focus into the slideshow; leaving it must not restart a stopped show.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe('2 of 3');
  });
});
