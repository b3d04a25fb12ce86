// The light parts of the profile feature the signed-in frame shows on every screen. The dialogs
// live in `dialogs.ts`, loaded only when one is opened.
export { PhotoRequiredBanner } from './components/photo-required-banner.tsx';
export { UserAvatar } from './components/user-avatar.tsx';
export { useSaveLanguage } from './api/use-save-language.ts';
