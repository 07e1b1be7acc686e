import { useState } from 'react';
import { Badge } from '../../primitives/Badge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { container, lead, page, pageHeader, pageTitle } from '../SiteLayout/page.css';
import { contributors as defaultContributors, type Contributor } from '../contributors.data';
import * as styles from './ContributorsScreen.css';
import { cx } from '../../primitives/cx/cx';

export interface ContributorsScreenProps {
  contributors?: ReadonlyArray<Contributor>;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

const linkLabels = { linkedin: 'LinkedIn', instagram: 'Instagram', website: 'Website' } as const;

/** The team cards; one is highlighted at a time, the first by default. */
export function ContributorsScreen({ contributors = defaultContributors }: ContributorsScreenProps) {
  const [selected, setSelected] = useState(0);
  return (
    <div className={cx(container, page)}>
      <header className={pageHeader}>
        <h1 className={pageTitle}>Meet the Team</h1>
        <p className={lead}>The people building Showfolio, so you can show the world what you do.</p>
      </header>
      <ul className={styles.grid}>
        {contributors.map((person, index) => {
          const isSelected = index === selected;
          const links = (Object.keys(linkLabels) as Array<keyof typeof linkLabels>).filter((key) => person.links[key]);
          return (
            <li key={person.name} className={styles.card} data-selected={isSelected}>
              <button type="button" className={styles.select} aria-pressed={isSelected} onClick={() => setSelected(index)}>
                {person.photoUrl ? (
                  <img src={person.photoUrl} alt="" className={styles.avatar} />
                ) : (
                  <span aria-hidden="true" className={styles.avatar}>
                    {initials(person.name)}
                  </span>
                )}
                {index === 0 ? <Badge tone="accent">Architect</Badge> : null}
                <span className={styles.name}>{person.name}</span>
                <span className={styles.role}>{person.role}</span>
                <span className={styles.tagline}>{person.tagline}</span>
              </button>
              {links.length > 0 ? (
                <ul className={styles.links} aria-label={`${person.name} online`}>
                  {links.map((key) => (
                    <li key={key}>
                      <a href={person.links[key]} target="_blank" rel="noopener noreferrer" className={styles.link}>
                        {linkLabels[key]}
                        {' '}
                        <VisuallyHidden>{`of ${person.name} (opens in a new tab)`}</VisuallyHidden>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
