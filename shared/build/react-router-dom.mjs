// What every app shares as 'react-router-dom': the router parts the apps use. The package's entry
// also carries data routers, server rendering and framework mode; a singleton
// cannot be tree-shaken per consumer, so the list is the union for all apps and subsets.test.ts
// keeps it equal to what their sources import.
export {
  BrowserRouter,
  Link,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '@tabula/react-router-dom-esm';
