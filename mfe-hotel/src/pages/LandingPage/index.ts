import '../../texts';
export { default } from './LandingPage';
