import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  $hasTab,
  $sessionId,
  guestSessionCleared,
  guestSessionStarted,
  landingParams,
  landingStep,
  tabExpiredDetected,
  tabStarted,
  type LandingStep,
  type Venue,
} from '@tabula/shared';
import { joinTabByLink, resumeSessionTab, type LinkOutcome } from './links';

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
  const [hasTab, sessionId, startSession, clearSession, startTab, tabExpired] = useUnit([
    $hasTab,
    $sessionId,
    guestSessionStarted,
    guestSessionCleared,
    tabStarted,
    tabExpiredDetected,
  ]);
  const params = landingParams(query);
  const [linksTried, setLinksTried] = useState(false);
  const [linkFailed, setLinkFailed] = useState(false);
  const following = useRef(false);

  // A session link is the hotel guest's identity: kept even when this page is the hotel's own.
  useEffect(() => {
    if (params.sessionId && params.sessionId !== sessionId) {
      startSession({ guest_session_uuid: params.sessionId, room_number: params.roomNo });
    }
  }, [params.sessionId, params.roomNo, sessionId, startSession]);

  const step = landingStep({
    venue,
    params,
    atVenuePath: pathname.startsWith('/venue/d/'),
    hasTab,
    sessionId,
    linksTried,
  });

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
      linkKind === 'tabLink' ? joinTabByLink(venue.uuid, link) : resumeSessionTab(venue.uuid, link);
    void follow.then((outcome) => {
      following.current = false;
      if (outcome.kind === 'joined') {
        startTab(outcome.tab);
        navigate('/menu', { replace: true });
        return;
      }
      if (outcome.kind === 'expired') tabExpired();
      if (outcome.kind === 'sessionInvalid') clearSession();
      setLinkFailed(outcome.kind === 'failed');
      setLinksTried(true);
    });
  }, [clearSession, link, linkKind, navigate, startTab, tabExpired, venue.uuid]);

  // A link that names no uuid is not followed, but the guest still hears that it did not work.
  return { step, linkFailed: linkFailed || params.brokenLink };
}
