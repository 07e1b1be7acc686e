export { NameSuggestions, suggestedNames } from './NameSuggestions';
export type { NameSuggestionsProps } from './NameSuggestions';
