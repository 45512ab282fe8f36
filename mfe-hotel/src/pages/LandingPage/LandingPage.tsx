import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VenueGate, type Venue } from '@tabula/shared';
import { HotelPage } from '../../features/landing/HotelPage';
import { PageLayout } from '../../features/layout/PageLayout';
import { TablePickerStep } from '../../features/landing/TablePickerStep';
import { useLandingFlow } from '../../features/landing/useLandingFlow';
import { WelcomePage } from '../../features/landing/WelcomePage';

function Landing({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const { step, linkFailed } = useLandingFlow(venue);
  switch (step.kind) {
    case 'hotel':
      return <HotelPage />;
    case 'tablePicker':
      return <TablePickerStep venue={venue} />;
    case 'welcome':
      return <WelcomePage venue={venue} table={step.table} linkFailed={linkFailed} />;
    default:
      return (
        <Center mih="60vh">
          <Loader aria-label={t('common.loading')} />
        </Center>
      );
  }
}

/** / and /venue/d/:restaurant_id (spec §2): the hotel page or the venue welcome, after following any link. */
export default function LandingPage() {
  return (
    <PageLayout>
      <VenueGate>{(venue) => <Landing venue={venue} />}</VenueGate>
    </PageLayout>
  );
}
