import '../../texts';
export { default } from './EnterTablePage';
