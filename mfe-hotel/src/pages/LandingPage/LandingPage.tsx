import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VenueGate, type Venue } from '@tabula/shared';
import { HotelPage, TablePickerStep, useLandingFlow, WelcomePage } from '../../features/landing';
import { PageLayout } from '../../features/layout';

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

/** / and /venue/d/:restaurant_id: the hotel page or the venue welcome, after following any link. */
export default function LandingPage() {
  return (
    <PageLayout>
      <VenueGate>{(venue) => <Landing venue={venue} />}</VenueGate>
    </PageLayout>
  );
}
