import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HowItWorksCarousel } from './how-it-works-carousel.tsx';

function currentSlide() {
  return screen.getByRole('group');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HowItWorksCarousel', () => {
  it('advances one step every 6 seconds and wraps around', () => {
    render(<HowItWorksCarousel />);
    expect(currentSlide()).toHaveTextContent('Step 1');
    expect(currentSlide()).toHaveTextContent('Request Submitted');

    act(() => vi.advanceTimersByTime(5999));
    expect(currentSlide()).toHaveTextContent('Step 1');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toHaveTextContent('Step 2');
    expect(currentSlide()).toHaveTextContent('Counter Offers');

    act(() => vi.advanceTimersByTime(6000));
    act(() => vi.advanceTimersByTime(6000));
    expect(currentSlide()).toHaveTextContent('Get Consultation');
    act(() => vi.advanceTimersByTime(6000));
    expect(currentSlide()).toHaveTextContent('Step 1');
  });

  it('jumps to the step of a dot and marks that dot current', () => {
    render(<HowItWorksCarousel />);

    fireEvent.click(screen.getByRole('button', { name: 'Go to step 3: Choose & Pay' }));

    expect(currentSlide()).toHaveTextContent('Step 3');
    expect(currentSlide()).toHaveTextContent('Choose & Pay');
    expect(screen.getByRole('button', { name: 'Go to step 3: Choose & Pay' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(
      screen.getByRole('button', { name: 'Go to step 1: Request Submitted' }),
    ).not.toHaveAttribute('aria-current');
  });

  it('holds still while pointed at, and resumes when the pointer leaves', () => {
    render(<HowItWorksCarousel />);
    const carousel = screen.getByRole('region', { name: 'How Salahkar works' });

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toHaveTextContent('Step 1');

    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(6000));
    expect(currentSlide()).toHaveTextContent('Step 2');
  });

  it('stays on the chosen step after Pause, and steps by the arrows', () => {
    render(<HowItWorksCarousel />);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the steps' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toHaveTextContent('Step 1');

    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(currentSlide()).toHaveTextContent('Step 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(currentSlide()).toHaveTextContent('Step 1');
    expect(screen.getByRole('button', { name: 'Play the steps' })).toBeInTheDocument();
  });

  it('does not move for a person who prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<HowItWorksCarousel />);

    act(() => vi.advanceTimersByTime(20_000));

    expect(currentSlide()).toHaveTextContent('Step 1');
    expect(screen.queryByRole('button', { name: 'Pause the steps' })).not.toBeInTheDocument();
  });
});
