export { englishMessages, PageMessagesContext, useMessages } from './PageMessages';
export type { MessageValues, PageMessages } from './PageMessages';
export { loadPageMessages, missingMessageIds } from './loadPageMessages';
export { en as englishCatalogue } from './messages/en';
export type { Catalogue, MessageId } from './messages/en';
export { resumeMessages, resumeWordLanguages } from './resumeMessages';
