export { Accordion, accordionHeadingLevels } from './Accordion';
export type {
  AccordionContentProps,
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionProps,
  AccordionTriggerProps,
} from './Accordion';
export { Alert, alertTones } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { Badge, badgeTones } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Card, cardElements, cardElevations, cardPaddings } from './Card';
export type { CardElement, CardElevation, CardPadding, CardProps } from './Card';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { ConfirmDialog, Dialog, dialogSizes } from './Dialog';
export type {
  ConfirmDialogProps,
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogProps,
  DialogRootProps,
  DialogSize,
  DialogTitleProps,
  DialogTriggerProps,
} from './Dialog';
export { Field, fieldDescribedBy, fieldErrorId, fieldHintId } from './Field';
export type { FieldProps } from './Field';
export { Link, MemoryNavigationProvider, NavigationProvider, useNavigation } from './Navigation';
export type {
  MemoryNavigationProviderProps,
  Navigation,
  NavigationLinkProps,
  NavigationProviderProps,
} from './Navigation';
export { NameSuggestions, suggestedNames } from './NameSuggestions';
export type { NameSuggestionsProps } from './NameSuggestions';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { ProgressBar, progressTones } from './ProgressBar';
export type { ProgressBarProps, ProgressTone } from './ProgressBar';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { Skeleton, skeletonShapes } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField, textFieldTypes } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { ToastProvider, toastDuration, toastTones, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
