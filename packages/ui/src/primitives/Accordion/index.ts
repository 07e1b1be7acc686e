export { Accordion, accordionHeadingLevels } from './Accordion';
export type {
  AccordionContentProps,
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionProps,
  AccordionTriggerProps,
} from './Accordion';
