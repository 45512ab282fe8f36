export { AddToHomeScreenHint } from './AddToHomeScreenHint';
