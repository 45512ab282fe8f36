import { useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { useUnit } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { $themeColor, createVenueTheme, i18n, readableCssVariables } from '@tabula/shared';
import { AppRoutes } from '../routes/AppRoutes';
import { ExpiryOverlays } from '../overlays/ExpiryOverlays';

export function App() {
  const color = useUnit($themeColor);
  const theme = useMemo(() => createVenueTheme(color), [color]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={readableCssVariables}>
        <BrowserRouter>
          <AppRoutes />
          <ExpiryOverlays />
        </BrowserRouter>
      </MantineProvider>
    </I18nextProvider>
  );
}
