import type { CSSProperties } from 'react';
import { heightVar, skeleton, widthVar } from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Any CSS length; defaults to 100%. */
  width?: string;
  /** Any CSS length; defaults to 1em. */
  height?: string;
}

// createVar gives 'var(--name)'; an inline custom property needs the bare '--name'.
const propertyName = (cssVar: string) => cssVar.replace(/^var\((.*)\)$/, '$1');

/**
 * A placeholder block. It is decorative (aria-hidden): wrap a group of skeletons in an element
 * with aria-busy="true" and a label so assistive technology knows content is loading.
 */
export function Skeleton({ shape = 'text', width = '100%', height = '1em' }: SkeletonProps) {
  const style = { [propertyName(widthVar)]: width, [propertyName(heightVar)]: height } as CSSProperties;
  return <span aria-hidden="true" className={skeleton({ shape })} style={style} />;
}
