import { useLocation } from 'react-router-dom';

/** Stands in for another screen: names where the page under test navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <h1>{`at ${pathname}${search}`}</h1>;
}
