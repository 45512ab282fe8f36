import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { $hasTab, $roomNumber, $sessionId, type Venue } from '@tabula/shared';
import { landingAddressSeen, landingLeft } from './flowModel';
import { $linkFailed, $linksTried, landingOpened } from './model';
import { landingParams, landingStep, type LandingStep } from './steps';

export interface LandingFlow {
  step: LandingStep;
  /** The link could not be followed. */
  linkFailed: boolean;
}

/**
 * What the landing page shows (see landingStep), from the first render; what it does (follow a link,
 * keep a table or a hotel session, send the guest on) is the landing flow model's, told the address here.
 */
export function useLandingFlow(venue: Venue): LandingFlow {
  const { search, pathname } = useLocation();
  const [hasTab, sessionId, roomNumber, linksTried, linkFailed, opened, seen, left] = useUnit([
    $hasTab,
    $sessionId,
    $roomNumber,
    $linksTried,
    $linkFailed,
    landingOpened,
    landingAddressSeen,
    landingLeft,
  ]);
  const params = landingParams(new URLSearchParams(search));

  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
  useEffect(() => {
    seen({ search, pathname });
  }, [seen, search, pathname]);

  const step = landingStep({ venue, params, atVenuePath: pathname.startsWith('/venue/d/'), hasTab, sessionId, roomNumber, linksTried });
  // A link that names no uuid is not followed, but the guest still hears that it did not work.
  return { step, linkFailed: linkFailed || params.brokenLink };
}
