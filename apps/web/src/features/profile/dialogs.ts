// The profile dialogs, imported lazily by the signed-in frame: they carry the forms and the camera.
export { BecomeProfessionalDialog } from './components/become-professional-dialog.tsx';
export { PhotoDialog } from './components/photo-dialog.tsx';
export { ProfileDialog } from './components/profile-dialog.tsx';
