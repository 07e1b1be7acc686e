import { toPictureCrop } from './PictureCropDialog';

describe('toPictureCrop', () => {
  const media = { naturalWidth: 320, naturalHeight: 200 };

  it('rounds the cropper\'s fractional square to whole pixels', () => {
    expect(toPictureCrop({ x: 10.4, y: 20.6, width: 100.2, height: 100.2 }, media)).toEqual({ x: 10, y: 21, size: 100 });
  });

  it('makes a slightly uneven area square, using its shorter side', () => {
    expect(toPictureCrop({ x: 0, y: 0, width: 151, height: 150 }, media).size).toBe(150);
  });

  it('keeps the square inside the picture when rounding would push it past an edge', () => {
    expect(toPictureCrop({ x: 120.6, y: 0.4, width: 199.6, height: 199.6 }, media)).toEqual({ x: 120, y: 0, size: 200 });
    expect(toPictureCrop({ x: -0.3, y: -0.2, width: 50, height: 50 }, media)).toEqual({ x: 0, y: 0, size: 50 });
  });

  it('never answers a square larger than the picture or smaller than a pixel', () => {
    expect(toPictureCrop({ x: 0, y: 0, width: 400, height: 400 }, media).size).toBe(200);
    expect(toPictureCrop({ x: 5, y: 5, width: 0.2, height: 0.2 }, media).size).toBe(1);
  });
});
