export { ErrorNotice } from './error-notice';
