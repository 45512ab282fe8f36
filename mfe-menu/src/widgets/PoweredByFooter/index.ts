export { PoweredByFooter } from './PoweredByFooter';
