import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useUnit } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '../../i18n/instance';
import { $themeColor } from '../../model/ui';
import { RouterBinding } from '../RouterBinding';
import { createVenueTheme, readableCssVariables } from '../../theme/venue-theme';

/**
 * What every page runs inside, in the shell and in a remote's standalone harness alike: the one
 * i18next instance, Mantine in the venue's colour, and the browser router, bound to the models.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const colour = useUnit($themeColor);
  const theme = useMemo(() => createVenueTheme(colour), [colour]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={readableCssVariables}>
        <BrowserRouter>
          <RouterBinding />
          {children}
        </BrowserRouter>
      </MantineProvider>
    </I18nextProvider>
  );
}
