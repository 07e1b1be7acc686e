import type { ProjectImage } from '@showfolio/portfolio-schema';
import type { UploadedProjectImage } from '../controller';

/** Pictures Storybook serves (the template thumbnails), standing in for uploaded project images. */
const served = ['minimal-portfolio-v1', 'creative-portfolio-v1', 'elegant-portfolio-v1', 'genz-portfolio-v1', 'brilliant-portfolio-v1', 'glassmorphism-portfolio-v1'];

export const storyImages: ProjectImage[] = served.map((name, index) => {
  const src = `/templates/thumbnails/${name}.webp`;
  return { src, alt: `Screen ${index + 1} of the Atlas booking app`, width: 1200, height: 750, variants: [{ src, width: 1200 }] };
});

/** An upload that answers at once with the file itself (as an object URL) at a plausible size. */
export async function uploadInStory(file: File): Promise<UploadedProjectImage> {
  const src = URL.createObjectURL(file);
  return { src, width: 1200, height: 750, variants: [{ src, width: 1200 }] };
}

/** A real PNG picture, drawn on a canvas, for the file input of a play test. */
export async function storyImageFile(name = 'case-study.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 400;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#4f46e5';
  context.fillRect(0, 0, 600, 400);
  context.fillStyle = '#fbbf24';
  context.fillRect(60, 60, 240, 160);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas made no picture');
  return new File([blob], name, { type: 'image/png' });
}

/** A story's globals for the 375 px viewport. */
export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
