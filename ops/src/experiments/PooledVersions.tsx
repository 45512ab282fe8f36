import { Stack, Text, Title } from '@mantine/core';
import type { PooledVersionReport } from '@tabula/shared';
import { amount, percent, shareInterval } from './format';
import { experimentTexts as texts } from './texts';

/**
 * Each remote version across the venues that tried it: guests and conversion pooled, revenue per
 * guest once per currency, each in its own, because cents of different currencies are not added.
 */
export function PooledVersions({ versions }: { versions: readonly PooledVersionReport[] }) {
  return (
    <Stack component="section" aria-labelledby="pooled-title" gap={4}>
      <Title order={3} size="h4" id="pooled-title">
        {texts.pooledTitle}
      </Title>
      <Text size="sm">{texts.pooledHint}</Text>
      <Stack component="ul" gap={4} m={0} pl="md">
        {versions.map((version) => (
          <Text component="li" size="sm" key={`${version.remote} ${version.version}`} style={{ overflowWrap: 'anywhere' }}>
            <Text component="span" fw={700} size="sm">
              {version.remote} {version.version}
            </Text>
            {': '}
            {texts.pooledLine(
              version.experiments,
              version.venues.join(', '),
              version.exposed,
              percent(version.conversion),
              shareInterval(version.ci_low, version.ci_high),
            )}
            <Stack component="ul" gap={2} m={0} pl="md" aria-label={texts.pooledRevenueLabel(version.remote, version.version)}>
              {version.revenue.map((money) => (
                <Text component="li" size="sm" key={money.currency}>
                  {texts.pooledRevenue(
                    money.currency,
                    amount(money.revenue_per_exposed_cents, money.currency),
                    money.venues.join(', '),
                    money.exposed,
                  )}
                </Text>
              ))}
            </Stack>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
