import { safeUrl, type PortfolioProject, type ProjectImage } from '@showfolio/portfolio-schema';
import * as styles from './ProjectMedia.css';
import { useMessages } from '../../i18n/PageMessages';

/** Classes a template adds to the shared shape of a project's pictures. */
export interface ProjectMediaClassNames {
  /** The box around the cover and the gallery. */
  media?: string;
  cover?: string;
  gallery?: string;
  thumbnail?: string;
}

/** How wide the pictures show, for the browser to pick a rendition (`sizes`). */
export interface ProjectMediaSizes {
  cover: string;
  thumbnail: string;
}

export const defaultMediaSizes: ProjectMediaSizes = {
  cover: '(min-width: 60rem) 40rem, 100vw',
  thumbnail: '(min-width: 60rem) 8rem, 30vw',
};

const joined = (...classNames: (string | undefined)[]) => classNames.filter(Boolean).join(' ');

/** `srcset` from the safe renditions and the full-size source, narrowest first, each width once. */
export function srcSetOf(image: ProjectImage, src: string): string {
  const byWidth = new Map<number, string>();
  for (const variant of image.variants) {
    const safe = safeUrl(variant.src);
    if (safe && variant.width <= image.width) byWidth.set(variant.width, safe);
  }
  byWidth.set(image.width, src);
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, address]) => `${address} ${width}w`)
    .join(', ');
}

interface PictureProps {
  image: ProjectImage;
  className: string;
  sizes: string;
  /** The first project's cover is in view when the page opens; every other picture waits. */
  eager: boolean;
}

function Picture({ image, className, sizes, eager }: PictureProps) {
  const src = safeUrl(image.src);
  if (!src) return null;
  return (
    <img
      src={src}
      srcSet={srcSetOf(image, src)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      decoding="async"
      {...(eager ? {} : { loading: 'lazy' as const })}
    />
  );
}

export interface ProjectMediaProps {
  project: PortfolioProject;
  /** The project's place in the list: the first one's cover loads at once. */
  index: number;
  classNames?: ProjectMediaClassNames;
  sizes?: ProjectMediaSizes;
}

/**
 * A project's pictures: its cover (the first image), then the others as a gallery of thumbnails,
 * each a responsive image with its alt text; nothing when the project has no safe image.
 */
export function ProjectMedia({
  project,
  index,
  classNames = {},
  sizes = defaultMediaSizes,
}: ProjectMediaProps) {
  const { t } = useMessages();
  const images = project.images.filter((image) => safeUrl(image.src));
  const [cover, ...rest] = images;
  if (!cover) return null;
  return (
    <div className={joined(styles.media, classNames.media)}>
      <Picture
        image={cover}
        className={joined(styles.cover, classNames.cover)}
        sizes={sizes.cover}
        eager={index === 0}
      />
      {rest.length > 0 && (
        <ul className={joined(styles.gallery, classNames.gallery)} aria-label={t('project.moreImagesOf', { name: project.projectName })}>
          {rest.map((image, position) => (
            <li key={position}>
              <Picture
                image={image}
                className={joined(styles.thumbnail, classNames.thumbnail)}
                sizes={sizes.thumbnail}
                eager={false}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A project's year and the person's role in it ('2024 · Lead designer'); nothing when both are blank. */
export function ProjectFacts({ project, className }: { project: PortfolioProject; className?: string }) {
  const facts = [project.year, project.role].map((fact) => fact.trim()).filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <p className={className} dir="auto">
      {facts.join(' · ')}
    </p>
  );
}
