import type { PortfolioDraft } from '../draft';

/**
 * The draft's lists a person can reorder in the wizard. Every list is stored as a JSON array, so
 * its order is the order the public page and every template show.
 */
export const reorderableLists = ['education', 'projects', 'experiences', 'techSkills', 'softSkills'] as const;
export type ReorderableList = (typeof reorderableLists)[number];

/**
 * `list` with the item at `from` moved to `to`, the others keeping their order. An index outside
 * the list, or `from === to`, returns the list itself (same reference: nothing changed).
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < list.length;
  if (from === to || !inRange(from) || !inRange(to)) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The draft with one entry of `list` moved; the same draft when the move changes nothing. */
export function moveDraftEntry(draft: PortfolioDraft, list: ReorderableList, from: number, to: number): PortfolioDraft {
  switch (list) {
    case 'education': {
      const education = moveItem(draft.education, from, to);
      return education === draft.education ? draft : { ...draft, education: [...education] };
    }
    case 'projects': {
      const projects = moveItem(draft.projects.projects, from, to);
      return projects === draft.projects.projects ? draft : { ...draft, projects: { ...draft.projects, projects: [...projects] } };
    }
    case 'experiences': {
      const experiences = moveItem(draft.experiences.experiences, from, to);
      return experiences === draft.experiences.experiences
        ? draft
        : { ...draft, experiences: { ...draft.experiences, experiences: [...experiences] } };
    }
    case 'techSkills': {
      const tech = moveItem(draft.skills.tech, from, to);
      return tech === draft.skills.tech ? draft : { ...draft, skills: { ...draft.skills, tech: [...tech] } };
    }
    case 'softSkills': {
      const soft = moveItem(draft.skills.soft, from, to);
      return soft === draft.skills.soft ? draft : { ...draft, skills: { ...draft.skills, soft: [...soft] } };
    }
  }
}
