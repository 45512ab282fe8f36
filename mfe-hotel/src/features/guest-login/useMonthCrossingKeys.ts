import { useEffect, useState, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';

/** How far each arrow key moves in the calendar, in days. */
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** YYYY-MM-DD: the day buttons carry it, so the day moved to can be found once its month shows. */
const DAY_ATTRIBUTE = 'data-day';

/**
 * Arrow keys that go on past the first or last day of the month, as a calendar's do: Mantine's day grid
 * stops at the month's edge. The calendar shows the month of the day moved to, which then takes focus.
 * `shown` is any day of the month on display, to pass to the calendar as its `date`.
 */
export function useMonthCrossingKeys(selected: string, earliest: string) {
  const [shown, setShown] = useState(selected);
  const [focusDay, setFocusDay] = useState<string | null>(null);

  useEffect(() => {
    if (!focusDay) return;
    document.querySelector<HTMLButtonElement>(`[${DAY_ATTRIBUTE}="${focusDay}"]:not([data-outside])`)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one focus per crossing, once the month's days are in the page
    setFocusDay(null);
  }, [focusDay, shown]);

  const getDayProps = (date: string) => ({
    [DAY_ATTRIBUTE]: date,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const step = ARROW_STEPS[event.key];
      if (step === undefined) return;
      const target = dayjs(date).add(step, 'day');
      if (target.isSame(shown, 'month') || target.isBefore(earliest, 'day')) return;
      event.preventDefault();
      setShown(target.format('YYYY-MM-DD'));
      setFocusDay(target.format('YYYY-MM-DD'));
    },
  });

  return {
    date: shown,
    onDateChange: setShown,
    getDayProps,
    /** The calendar opens on the chosen day's month. */
    reset: () => setShown(selected),
  };
}
