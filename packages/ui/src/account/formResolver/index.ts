export { failureMessage, fieldErrorsResolver } from './formResolver';
