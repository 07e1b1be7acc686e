export { DesignPanel, fallbackAccentPresets } from './DesignPanel';
export type { AccentPreset, DesignPanelProps } from './DesignPanel';
