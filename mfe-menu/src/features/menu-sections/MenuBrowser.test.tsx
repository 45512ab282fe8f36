import { act, screen, within } from '@testing-library/react';
import { FakeIntersectionObserver } from '../../testing/intersectionObserver';
import { renderMenuApp } from '../../testing/renderMenuApp';

beforeEach(() => {
  FakeIntersectionObserver.install();
  jest.useFakeTimers({ advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
  FakeIntersectionObserver.uninstall();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the category chip bar', () => {
  it('follows the page only from 3 s after the menu shows', async () => {
    await renderMenuApp();
    const chips = within(await screen.findByRole('navigation', { name: 'Categories' }));
    await screen.findByRole('region', { name: 'Desserts' });
    const current = () => chips.getByRole('button', { current: true });
    expect(current()).toHaveTextContent('Pizza');

    act(() =>
      FakeIntersectionObserver.report([
        [section('Pizza'), false],
        [section('Salads'), true],
      ]),
    );
    expect(current()).toHaveTextContent('Pizza');

    act(() => {
      jest.advanceTimersByTime(3000);
    });
    act(() =>
      FakeIntersectionObserver.report([
        [section('Pizza'), false],
        [section('Salads'), true],
      ]),
    );
    expect(current()).toHaveTextContent('Salads');

    act(() =>
      FakeIntersectionObserver.report([
        [section('Salads'), false],
        [section('Mains'), true],
        [section('Desserts'), true],
      ]),
    );
    expect(current()).toHaveTextContent('Mains');
  });

  it('keeps a tapped chip while the page scrolls past other categories to it', async () => {
    const { user } = await renderMenuApp();
    const chips = within(await screen.findByRole('navigation', { name: 'Categories' }));
    await screen.findByRole('region', { name: 'Desserts' });
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    await user.click(chips.getByRole('button', { name: 'Desserts' }));
    act(() =>
      FakeIntersectionObserver.report([
        [section('Pizza'), false],
        [section('Salads'), true],
      ]),
    );
    expect(chips.getByRole('button', { current: true })).toHaveTextContent('Desserts');
  });
});
