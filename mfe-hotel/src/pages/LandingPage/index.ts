export { default } from './LandingPage';
