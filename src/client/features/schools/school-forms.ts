// The schools screens' form dialogs, loaded when one is first opened: most
// visits to a school list or a school add nothing, and the forms bring the
// modal, the form state and the validation with them (~7 KB gzip).
export { ClassroomFormDialog } from './ClassroomFormDialog';
export { SchoolFormDialog } from './SchoolFormDialog';
