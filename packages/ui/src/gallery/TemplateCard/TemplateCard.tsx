import { useId, useState } from 'react';
import {
  defaultTemplateAuthor,
  defaultTemplateVersion,
  type Template,
} from '@showfolio/portfolio-schema';
import { Badge, Button, Card } from '../../primitives';
import * as styles from './TemplateCard.css';

/** A card shows at most two tags (builder spec §9). */
export const templateCardTagLimit = 2;

export interface TemplateCardProps {
  template: Template;
  /** The user's deployment uses this template: 'Currently Active' and an Update button. */
  isActive?: boolean;
  onPreview: (template: Template) => void;
  onDeploy: (template: Template) => void;
}

export function TemplateCard({
  template,
  isActive = false,
  onPreview,
  onDeploy,
}: TemplateCardProps) {
  const titleId = useId();
  const { templateName, description, category, meta } = template;
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const showThumbnail = meta.thumbnailImgUrl.trim() !== '' && !thumbnailFailed;

  return (
    <Card
      as="li"
      padding="none"
      elevation="raised"
      aria-labelledby={titleId}
      className={isActive ? `${styles.card} ${styles.active}` : styles.card}
    >
      <div className={styles.thumbnail}>
        {showThumbnail ? (
          <img
            className={styles.image}
            src={meta.thumbnailImgUrl}
            alt={`${templateName} template preview`}
            loading="lazy"
            decoding="async"
            onError={() => setThumbnailFailed(true)}
          />
        ) : (
          <p className={styles.comingSoon}>Preview Coming Soon</p>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.name}>
            {templateName}
          </h2>
          {meta.isPremium ? <Badge tone="warning">PREMIUM</Badge> : null}
        </div>
        <p className={styles.description}>{description}</p>
        <p className={styles.category}>{category}</p>
        {meta.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {meta.tags.slice(0, templateCardTagLimit).map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {isActive ? (
          <p>
            <Badge tone="success">Currently Active</Badge>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            onClick={() => onPreview(template)}
          >
            Preview
          </Button>
          <Button size="sm" aria-describedby={titleId} onClick={() => onDeploy(template)}>
            {isActive ? 'Update' : 'Deploy'}
          </Button>
        </div>
      </div>
      <div className={styles.footer}>
        <span>by {meta.author || defaultTemplateAuthor}</span>
        <span>v{meta.version || defaultTemplateVersion}</span>
      </div>
    </Card>
  );
}
