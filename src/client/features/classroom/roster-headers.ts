// The words a roster's header row names its columns with (Romanian, English,
// Spanish; case, diacritics, a trailing colon ignored), and what each
// column is for.
import { foldText } from '../../../domain/fold-text';

/** Lower case, without diacritics (ș, ş and s are one letter here), single spaces. */
export function foldWords(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

const NAME_HEADERS = new Set([
  'nume',
  'numele',
  'name',
  'nombre',
  'nume si prenume',
  'numele si prenumele',
  'nume complet',
  'numele elevului',
  'elev',
  'eleva',
  'elevul',
  'full name',
  'pupil',
  'pupil name',
  'student',
  'student name',
  'nombre completo',
  'nombre y apellidos',
  'alumno',
  'alumna',
  'estudiante',
]);
const FIRST_NAME_HEADERS = new Set(['prenume', 'prenumele', 'first name', 'firstname', 'given name', 'nombres']);
const LAST_NAME_HEADERS = new Set(['nume de familie', 'last name', 'lastname', 'surname', 'family name', 'apellido', 'apellidos']);
const EMAIL_HEADERS = new Set([
  'email',
  'e-mail',
  'mail',
  'email address',
  'adresa de email',
  'adresa de e-mail',
  'adresa email',
  'correo',
  'correo electronico',
  'e mail',
]);
/** "Nr.", "Nr. crt.", "#", "No.", "Nº", "Número" once dots, spaces and ordinal signs are gone. */
const NUMBER_HEADERS = new Set(['nr', 'nrcrt', 'crt', '#', 'no', 'n', 'nro', 'num', 'numar', 'numarul', 'numero']);

function headerWord(cell: string): string {
  return foldWords(cell)
    .replace(/[:*#]+$/g, '')
    .trim();
}

export type HeaderRole = 'name' | 'first' | 'last' | 'email' | 'number' | null;

export function headerRole(cell: string): HeaderRole {
  const word = headerWord(cell);
  if (NAME_HEADERS.has(word)) return 'name';
  if (FIRST_NAME_HEADERS.has(word)) return 'first';
  if (LAST_NAME_HEADERS.has(word)) return 'last';
  if (EMAIL_HEADERS.has(word)) return 'email';
  if (NUMBER_HEADERS.has(foldWords(cell).replace(/[\s.:°º]/g, ''))) return 'number';
  return null;
}

export const isNameRole = (role: HeaderRole) => role === 'name' || role === 'first' || role === 'last';

/** A header names at least one known column (a numbering one does not count) and holds no address. */
export function isHeader(cells: readonly string[]): boolean {
  const roles = cells.map(headerRole);
  return roles.some((role) => isNameRole(role) || role === 'email') && !cells.some((cell) => cell.includes('@'));
}
