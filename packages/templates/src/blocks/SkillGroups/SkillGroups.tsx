import type { ReactNode } from 'react';
import type { SkillSet } from '@showfolio/portfolio-schema';
import { TagList, type TagListProps } from '../TagList/TagList';
import { useMessages } from '../../i18n/PageMessages';
import type { MessageId } from '../../i18n/messages/en';

export const skillKinds = ['tech', 'soft'] as const;
export type SkillKind = (typeof skillKinds)[number];

export const hasSkills = (skills: SkillSet): boolean =>
  skills.tech.length > 0 || skills.soft.length > 0;

export interface SkillGroupsProps {
  skills: SkillSet;
  /** Class of a wrapping `div`; without it the groups render side by side in the parent. */
  className?: string;
  groupClassName?: string | ((kind: SkillKind) => string);
  titleClassName?: string;
  titles?: Record<SkillKind, ReactNode>;
  /** The list of one group, in the template's own markup. */
  children: (items: string[], kind: SkillKind) => ReactNode;
}

const defaultTitles: Record<SkillKind, MessageId> = { tech: 'skills.technical', soft: 'skills.softSkills' };

/** Technical and soft skills as two titled groups; a group with no skills is left out. */
export function SkillGroups({
  skills,
  className,
  groupClassName,
  titleClassName,
  titles,
  children,
}: SkillGroupsProps) {
  const { t } = useMessages();
  if (!hasSkills(skills)) return null;
  const groups = skillKinds.map(
    (kind) =>
      skills[kind].length > 0 && (
        <div
          key={kind}
          className={typeof groupClassName === 'function' ? groupClassName(kind) : groupClassName}
        >
          <h3 className={titleClassName}>{titles ? titles[kind] : t(defaultTitles[kind])}</h3>
          {children(skills[kind], kind)}
        </div>
      ),
  );
  return className ? <div className={className}>{groups}</div> : <>{groups}</>;
}

/** An item class: one for every item, or one chosen by the item's position. */
type ItemClass = TagListProps['itemClassName'];

const groupNames: Record<SkillKind, MessageId> = { tech: 'skills.technicalSkills', soft: 'skills.softSkills' };

const tagLists =
  (named: boolean) =>
  (className: string, itemClassName?: ItemClass, softItemClassName = itemClassName) =>
  (items: string[], kind: SkillKind) => (
    <TagList
      items={items}
      className={className}
      itemClassName={kind === 'tech' ? itemClassName : softItemClassName}
      labelId={named ? groupNames[kind] : undefined}
    />
  );

/**
 * The usual list of a skill group, as the `SkillsSection` slot: a `TagList` with the template's list
 * class and item class (soft skills may have an item class of their own).
 */
export const tagGroupLayout = tagLists(false);

/**
 * `tagGroupLayout` whose lists are named "Technical skills" and "Soft skills", for group titles
 * that do not say it themselves ("Technical", "soft:").
 */
export const namedTagGroupLayout = tagLists(true);

/**
 * The `SkillsSection` slot for groups whose lists differ (stickers for technical skills, a plain
 * list for soft ones): each kind's `TagList` props.
 */
export const skillListsLayout =
  (lists: Record<SkillKind, Omit<TagListProps, 'items'>>) => (items: string[], kind: SkillKind) => (
    <TagList items={items} {...lists[kind]} />
  );
