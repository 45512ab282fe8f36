import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $roomNumber, $sessionId, businessSiteUrl, type VenueSlim } from '@tabula/shared';
import { DESCRIPTION_LINES } from './descriptionLines';
import * as classes from './VenueHeader.module.css';

interface VenueHeaderProps {
  venue: VenueSlim;
  /** Controls at the top right, above the cover (the language selector); none leaves no bar when there is no back link. */
  corner?: ReactNode;
}

/** Up to two initials of the venue's name, shown where its logo would not load. */
const venueInitials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');

/** The venue's logo, or its initials in the logo's place when the image does not load. */
function VenueLogo({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const label = t('common.logo', { name });
  if (failed === src) {
    return (
      <span className={`${classes.logo} ${classes.initials}`} role="img" aria-label={label}>
        {venueInitials(name)}
      </span>
    );
  }
  return <img className={classes.logo} src={src} alt={label} width={64} height={64} onError={() => setFailed(src)} />;
}

/**
 * Cover, logo, name, a two-line description, social links and the way back to the business site. The
 * name sits beside the logo and the social links at its end, so that on a 360 px phone the first dishes
 * still show on the first screen under the header, the actions and the tab bar.
 */
export function VenueHeader({ venue, corner }: VenueHeaderProps) {
  const { t } = useTranslation();
  const [sessionId, roomNumber] = useUnit([$sessionId, $roomNumber]);
  const siteUrl = businessSiteUrl(venue, { sessionId, roomNumber });
  return (
    <header className={classes.header}>
      {/* Above the cover, not over it: a cover picture often carries the venue's name or logo, which the controls would hide. */}
      {siteUrl || corner ? (
        <Group className={classes.topRow} justify="space-between" wrap="nowrap">
          {siteUrl ? (
            <ActionIcon component="a" href={siteUrl} size="lg" radius="xl" variant="subtle" color="dark" aria-label={t('menu.backToSite')}>
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          ) : (
            <span />
          )}
          {corner}
        </Group>
      ) : null}
      <div className={classes.cover}>
        {venue.cover_image ? <img className={classes.coverImage} src={venue.cover_image} alt="" /> : null}
      </div>
      <div className={classes.identity}>
        {venue.logo ? <VenueLogo src={venue.logo} name={venue.name} /> : null}
        <Title order={1} className={classes.name}>
          {venue.name}
        </Title>
        {venue.instagram_url || venue.facebook_url ? (
          <Group gap={4} wrap="nowrap" className={classes.social}>
            {venue.instagram_url ? (
              <ActionIcon
                component="a"
                href={venue.instagram_url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="dark"
                aria-label={t('menu.instagram')}
              >
                <IconBrandInstagram size={20} aria-hidden />
              </ActionIcon>
            ) : null}
            {venue.facebook_url ? (
              <ActionIcon
                component="a"
                href={venue.facebook_url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="dark"
                aria-label={t('menu.facebook')}
              >
                <IconBrandFacebook size={20} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ) : null}
      </div>
      {venue.description ? (
        <Text className={classes.description} size="sm" c="dimmed" lineClamp={DESCRIPTION_LINES} title={venue.description}>
          {venue.description}
        </Text>
      ) : null}
    </header>
  );
}
