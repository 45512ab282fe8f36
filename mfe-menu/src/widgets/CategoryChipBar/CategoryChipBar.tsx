import { useEffect, useRef } from 'react';
import * as classes from './CategoryChipBar.module.css';

export interface ChipCategory {
  id: number;
  name: string;
}

interface CategoryChipBarProps {
  categories: readonly ChipCategory[];
  activeId: number | null;
  label: string;
  onSelect: (id: number) => void;
}

/** The horizontal category chips; the active one is kept in view as the guest scrolls. */
export function CategoryChipBar({ categories, activeId, label, onSelect }: CategoryChipBarProps) {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    const chip = bar?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!bar || !chip || (chip === bar.firstElementChild && bar.scrollLeft === 0)) return undefined;
    // Measured in the next frame, where the browser lays the page out anyway, not during the commit.
    const frame = requestAnimationFrame(() => {
      // Scrolling only the bar: scrollIntoView would also move the page under the guest's finger.
      bar.scrollTo({ left: chip.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2, behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [activeId]);

  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <div ref={barRef} className={classes.bar}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            className={classes.chip}
            aria-current={category.id === activeId ? 'true' : undefined}
            onClick={() => onSelect(category.id)}
          >
            {category.name}
          </button>
        ))}
      </div>
    </nav>
  );
}
