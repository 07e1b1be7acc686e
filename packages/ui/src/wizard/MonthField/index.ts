export { MonthField, monthFieldViews, yearsPerPage } from './MonthField';
export type { MonthFieldProps, MonthFieldView } from './MonthField';
