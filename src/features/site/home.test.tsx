import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion.tsx';
import { faqItems } from './faq-items.ts';
import { useTypewriter } from './Typewriter.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FAQ de l’accueil', () => {
  it('montre 13 questions puis « voir plus / voir moins », une seule ouverte à la fois', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faqItems} />);
    expect(faqItems.length).toBeGreaterThan(13);
    expect(screen.getAllByRole('button', { expanded: false }).filter((b) => b.closest('li'))).toHaveLength(
      13,
    );
    await user.click(screen.getByRole('button', { name: faqItems[0].q }));
    await user.click(screen.getByRole('button', { name: faqItems[1].q }));
    expect(screen.getByRole('button', { name: faqItems[0].q })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: faqItems[1].q })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(faqItems[1].a)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Voir plus/ }));
    expect(screen.getByRole('button', { name: faqItems[faqItems.length - 1].q })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Voir moins/ }));
    expect(screen.queryByRole('button', { name: faqItems[faqItems.length - 1].q })).toBeNull();
  });
});

describe('titre animé', () => {
  it('tape une lettre toutes les 100 ms, attend 2 s, efface toutes les 75 ms puis passe à la suite', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypewriter(['ab', 'cd']));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('ab');
    act(() => void vi.advanceTimersByTime(1999));
    expect(result.current).toBe('ab');
    act(() => void vi.advanceTimersByTime(1)); // pause over: erasing starts
    act(() => void vi.advanceTimersByTime(75));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(75));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(75)); // next phrase
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('c');
  });
});
