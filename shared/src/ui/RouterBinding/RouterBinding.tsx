import { useLayoutEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routerBound } from '../../model/navigation';

/**
 * Hands the router it is rendered in to the models (navigateFx, goBackFx), in the page's scope.
 * A layout effect, so that a model reacting to the first render already has it.
 */
export function RouterBinding(): null {
  const navigate = useNavigate();
  const { key } = useLocation();
  const bound = useUnit(routerBound);
  useLayoutEffect(() => {
    bound({ navigate, locationKey: key });
  }, [bound, navigate, key]);
  return null;
}
