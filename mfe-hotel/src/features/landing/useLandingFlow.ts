import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { $hasTab, $sessionId, tableNumberChosen, type Venue } from '@tabula/shared';
import { $linkFailed, $linksTried, hotelSessionLinked, landingOpened, linkFound } from './model';
import { landingParams, landingStep, type LandingStep } from './steps';

export interface LandingFlow {
  step: LandingStep;
  /** The link could not be followed. */
  linkFailed: boolean;
}

/** Runs the landing page's decisions (see landingStep); the landing model follows the links. */
export function useLandingFlow(venue: Venue): LandingFlow {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const units = useUnit({
    hasTab: $hasTab,
    sessionId: $sessionId,
    linksTried: $linksTried,
    linkFailed: $linkFailed,
    opened: landingOpened,
    follow: linkFound,
    sessionLinked: hotelSessionLinked,
    chooseTable: tableNumberChosen,
  });
  const { hasTab, sessionId, linksTried, opened, follow, sessionLinked, chooseTable } = units;
  const params = landingParams(query);

  useEffect(() => {
    opened();
  }, [opened]);

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
    if (hotelSession) sessionLinked({ venueUuid: venue.uuid, sessionId: hotelSession });
  }, [sessionLinked, hotelSession, venue.uuid]);

  // A joined link starts the tab, and a guest with a tab is sent on to the menu from here.
  const redirect = step.kind === 'redirect' ? step.to : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  const link = step.kind === 'tabLink' ? step.tabId : step.kind === 'sessionLink' ? step.sessionId : null;
  const linkKind = step.kind === 'tabLink' || step.kind === 'sessionLink' ? step.kind : null;
  useEffect(() => {
    if (link && linkKind) follow({ kind: linkKind, venueUuid: venue.uuid, id: link });
  }, [follow, link, linkKind, venue.uuid]);

  // A link that names no uuid is not followed, but the guest still hears that it did not work.
  return { step, linkFailed: units.linkFailed || params.brokenLink };
}
