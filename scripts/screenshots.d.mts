export declare const pixelThreshold: number;
export declare const maxDiffPixels: number;

export interface PngComparison {
  ok: boolean;
  differing?: number;
  reason?: string;
  diff?: Buffer;
}
export declare function comparePngs(baselinePng: Buffer, actualPng: Buffer, allowed?: number): PngComparison;

export type ScreenshotStatus = 'matched' | 'written' | 'pending' | 'updated' | 'missing' | 'changed';
export interface ScreenshotVerdict {
  ok: boolean;
  status: ScreenshotStatus;
  message: string;
}
export declare function matchScreenshot(options: {
  name: string;
  actual: Buffer;
  baselineDir: string;
  diffDir: string;
  update?: boolean;
  /** false: a missing baseline is not written (status 'pending') unless `update` asks. */
  writeMissing?: boolean;
  /** The most pixels that may differ (default `maxDiffPixels`). */
  allowedDiffPixels?: number;
}): ScreenshotVerdict;
