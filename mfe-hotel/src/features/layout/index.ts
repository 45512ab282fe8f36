import * as text from './SentenceCase.module.css';

export { PageLayout } from './PageLayout';
export { text };
