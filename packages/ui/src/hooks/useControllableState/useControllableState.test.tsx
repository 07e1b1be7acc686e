import { act, renderHook } from '@testing-library/react';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number>({ value: undefined, defaultValue: 2, onChange }));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('follows the given value when controlled and only requests changes', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 0, onChange }), {
      initialProps: { value: 5 },
    });
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('treats null as a controlled value', () => {
    const { result } = renderHook(() => useControllableState<string | null>({ value: null, defaultValue: 'a' }));
    expect(result.current[0]).toBeNull();
  });

  it('computes a lazy default once', () => {
    const make = vi.fn(() => 1);
    const { rerender } = renderHook(() => useControllableState({ value: undefined, defaultValue: make }));
    rerender();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
