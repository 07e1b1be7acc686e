export { DatePicker, datePickerViews } from './DatePicker';
export type { DatePickerProps, DatePickerView } from './DatePicker';
