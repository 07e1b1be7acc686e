export { FlexScreen } from './FlexScreen';
export type { FlexScreenProps } from './FlexScreen';
export { formatDeployedAt } from './formatDeployedAt';
export type { DateFormatOptions } from './formatDeployedAt';
