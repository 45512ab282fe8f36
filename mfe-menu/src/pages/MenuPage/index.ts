// The remote's texts are registered before its first render, in the shell and in the harness alike.
import '../../texts';

export { default } from './MenuPage';
