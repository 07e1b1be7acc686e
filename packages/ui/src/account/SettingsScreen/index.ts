export { SettingsScreen } from './SettingsScreen';
export type { SettingsProfile, SettingsScreenProps } from './SettingsScreen';
export {
  formatLastActive,
  noOtherSessionsMessage,
  passwordFallbackMessage,
  profileFallbackMessage,
  sessionsFallbackMessage,
  settingsSubtitle,
  settingsTitle,
} from './settingsText';
