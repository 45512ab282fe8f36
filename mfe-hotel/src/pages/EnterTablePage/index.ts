export { default } from './EnterTablePage';
