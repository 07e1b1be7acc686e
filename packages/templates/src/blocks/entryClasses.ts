/**
 * The usual names of an entry's classes in a template's stylesheet. A template whose `.css.ts`
 * exports these passes its styles namespace; a name it does not export leaves that part unstyled.
 */
export interface EntryStyleNames {
  entryTitle?: string;
  org?: string;
  dates?: string;
  text?: string;
  tags?: string;
  tag?: string;
}

/**
 * The `classNames` of `ExperienceList`, `ProjectList` and `EducationList` from a stylesheet that
 * follows the usual names (`entryTitle`, `org`, `dates`, `text`, `tags`, `tag`); spread it and
 * override what the template names otherwise:
 * `{ ...entryClassesFrom(styles), description: styles.prose }`.
 */
export const entryClassesFrom = (styles: EntryStyleNames) => ({
  title: styles.entryTitle,
  org: styles.org,
  dates: styles.dates,
  description: styles.text,
  tags: styles.tags,
  tag: styles.tag,
});
