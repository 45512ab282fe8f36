import { useLocation } from 'react-router-dom';

/** Stands in for another screen: shows where the page navigated and with what state. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}
