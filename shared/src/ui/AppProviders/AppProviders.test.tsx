import { render, screen } from '@testing-library/react';
import { Provider, useUnit } from 'effector-react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { $themeColor } from '../../model/ui';
import { createTestScope } from '../../test';
import { AppProviders } from './AppProviders';

function Probe() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const colour = useUnit($themeColor);
  return <Button>{`${t('common.retry')} at ${pathname} in ${colour}`}</Button>;
}

describe('AppProviders', () => {
  it('gives a page its texts, the router and the venue colour', () => {
    const scope = createTestScope({ values: [[$themeColor, '#123456']] });
    render(
      <Provider value={scope}>
        <AppProviders>
          <Probe />
        </AppProviders>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Retry at / in #123456' })).toBeInTheDocument();
  });
});
