import { useFieldProblem } from '../editor-context';
import { fieldId } from '../quiz-draft';

/** The message of a whole list (answers that do not add up, no correct answer), under its legend. */
export function ListProblem({ path }: { path: string }) {
  const message = useFieldProblem(path);
  if (!message) return null;
  return (
    <p id={`${fieldId(path)}-error`} className="field-error m-0">
      {message}
    </p>
  );
}
