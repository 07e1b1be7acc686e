export { StatusCode, StatusList, StatusPage, StatusText } from './StatusPage';
export type { StatusListProps, StatusPageProps, StatusTextProps } from './StatusPage';
