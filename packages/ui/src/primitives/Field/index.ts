export { Field, fieldDescribedBy, fieldErrorId, fieldHintId } from './Field';
export type { FieldProps } from './Field';
