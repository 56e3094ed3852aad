import { Link } from 'wouter';
import { paths } from '../core/paths';
import { Alert } from './Alert';

export interface RecordNotFoundProps {
  /** The page's heading (the screen's name: the record's own is unknown). */
  heading: string;
  /** What was not found ("Test not found."). */
  message: string;
  /** The link back to the schools. */
  back: string;
}

/**
 * A screen whose test or class the server answered 404 for (someone else's,
 * or a school the reader has left, issue 16): it says so and offers nothing
 * of the record, whose every action would only fail. The texts come from the
 * screen, in a namespace its chunk loads.
 */
export function RecordNotFound({ heading, message, back }: RecordNotFoundProps) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="page-title">{heading}</h1>
      <Alert tone="error" title={message}>
        <Link href={paths.schools} className="link">
          {back}
        </Link>
      </Alert>
    </div>
  );
}
