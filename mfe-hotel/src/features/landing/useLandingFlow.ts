import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { $hasTab, $sessionId, checkGuestSessionFx, tabExpiredDetected, tabStarted, tableNumberChosen, type Venue } from '@tabula/shared';
import { landingParams, landingStep, type LandingStep } from './steps';
import { followSessionLink, joinTabByLink, type LinkOutcome } from './links';

export interface LandingFlow {
  step: LandingStep;
  /** The link could not be followed. */
  linkFailed: boolean;
}

/** Runs the landing page's decisions (see landingStep) and the calls that following a link takes. */
export function useLandingFlow(venue: Venue): LandingFlow {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [hasTab, sessionId, checkSession, startTab, tabExpired, chooseTable] = useUnit([
    $hasTab,
    $sessionId,
    checkGuestSessionFx,
    tabStarted,
    tabExpiredDetected,
    tableNumberChosen,
  ]);
  const params = landingParams(query);
  const [linksTried, setLinksTried] = useState(false);
  const [linkFailed, setLinkFailed] = useState(false);
  const following = useRef(false);

  // The table a link names is the guest's choice, carried to the tab forms, the menu and the cart; a tab
  // already fixes the table.
  useEffect(() => {
    if (params.table && !hasTab) chooseTable(params.table);
  }, [params.table, hasTab, chooseTable]);

  const step = landingStep({
    venue,
    params,
    atVenuePath: pathname.startsWith('/venue/d/'),
    hasTab,
    sessionId,
    linksTried,
  });

  // A session link names the hotel guest also on the hotel's own page: kept once the API knows it.
  const hotelSession = step.kind === 'hotel' ? params.sessionId : null;
  useEffect(() => {
    if (hotelSession) checkSession({ venueUuid: venue.uuid, sessionId: hotelSession }).catch(() => undefined);
  }, [checkSession, hotelSession, venue.uuid]);

  const redirect = step.kind === 'redirect' ? step.to : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  const link = step.kind === 'tabLink' ? step.tabId : step.kind === 'sessionLink' ? step.sessionId : null;
  const linkKind = step.kind;
  useEffect(() => {
    if (!link || following.current) return;
    following.current = true;
    const follow: Promise<LinkOutcome> =
      linkKind === 'tabLink' ? joinTabByLink(venue.uuid, link) : followSessionLink(venue.uuid, link, checkSession);
    void follow.then((outcome) => {
      following.current = false;
      if (outcome.kind === 'joined') {
        startTab(outcome.tab);
        navigate('/menu', { replace: true });
        return;
      }
      // The session model forgot the session and reloads the page; until then the loader stays.
      if (outcome.kind === 'sessionInvalid') return;
      if (outcome.kind === 'expired') tabExpired();
      setLinkFailed(outcome.kind === 'failed');
      setLinksTried(true);
    });
  }, [checkSession, link, linkKind, navigate, startTab, tabExpired, venue.uuid]);

  // A link that names no uuid is not followed, but the guest still hears that it did not work.
  return { step, linkFailed: linkFailed || params.brokenLink };
}
