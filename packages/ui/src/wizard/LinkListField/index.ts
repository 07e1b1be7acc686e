export { LinkListField, linkListMessages, linkProblem, normalizeLinkInput } from './LinkListField';
export type { LinkListFieldProps } from './LinkListField';
