import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useGoBack } from './useGoBack';

function Screen({ name }: { name: string }) {
  const goBack = useGoBack('/home');
  const { pathname } = useLocation();
  return (
    <>
      <h1>
        {name} at {pathname}
      </h1>
      <button type="button" onClick={goBack}>
        Back
      </button>
    </>
  );
}

/** The start of a visit that the app redirects at once, as / goes on to the menu. */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

const routes = (
  <Routes>
    <Route path="/start" element={<Redirect to="/dish" />} />
    <Route path="/dish" element={<Screen name="dish" />} />
    <Route path="*" element={<Screen name="other" />} />
  </Routes>
);

describe('useGoBack', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes to the fallback when the screen was opened directly', async () => {
    render(<MemoryRouter initialEntries={['/dish']}>{routes}</MemoryRouter>);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading')).toHaveTextContent('other at /home');
  });

  it('goes back to the screen the guest came from within the app', async () => {
    render(
      <MemoryRouter initialEntries={['/search', '/dish']} initialIndex={1}>
        {routes}
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading')).toHaveTextContent('other at /search');
  });

  it('in the browser, counts a first screen reached by a redirect as opened directly', async () => {
    window.history.replaceState(null, '', '/start');
    render(<BrowserRouter>{routes}</BrowserRouter>);
    expect(await screen.findByRole('heading')).toHaveTextContent('dish at /dish');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading')).toHaveTextContent('other at /home');
  });

  it('in the browser, goes back to an earlier screen of the app', async () => {
    window.history.replaceState(null, '', '/search');
    function Opener() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/dish')}>
          Open dish
        </button>
      );
    }
    render(
      <BrowserRouter>
        <Opener />
        {routes}
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open dish' }));
    expect(screen.getByRole('heading')).toHaveTextContent('dish at /dish');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    // The browser goes back on its own time (popstate): wait for the screen, not for any heading.
    expect(await screen.findByRole('heading', { name: 'other at /search' })).toBeInTheDocument();
  });
});
