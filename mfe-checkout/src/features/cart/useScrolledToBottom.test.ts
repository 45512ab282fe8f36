import { act, renderHook } from '@testing-library/react';
import { useScrolledToBottom } from './useScrolledToBottom';

describe('whether the guest has seen the whole cart', () => {
  let pageHeight = 0;
  const height = jest.spyOn(document.documentElement, 'scrollHeight', 'get');

  beforeEach(() => {
    pageHeight = 0;
    height.mockImplementation(() => pageHeight);
    window.scrollY = 0;
  });

  afterAll(() => height.mockRestore());

  it('does not count a loading screen as the bottom of the cart', () => {
    const { result, rerender } = renderHook(({ measuring }) => useScrolledToBottom(measuring), { initialProps: { measuring: false } });
    expect(result.current.reached).toBe(false);

    rerender({ measuring: true });
    expect(result.current.reached).toBe(true);
  });

  it('is reached by scrolling to the end, and stays reached when scrolling back up', () => {
    pageHeight = 3000;
    const { result } = renderHook(() => useScrolledToBottom(true));
    expect(result.current.reached).toBe(false);

    act(() => {
      window.scrollY = 3000 - window.innerHeight;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.reached).toBe(true);

    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.reached).toBe(true);
  });

  it('is reached at once when the guest is taken to the end', () => {
    pageHeight = 3000;
    const { result } = renderHook(() => useScrolledToBottom(true));

    act(() => result.current.scrollToBottom());
    expect(result.current.reached).toBe(true);
  });
});
