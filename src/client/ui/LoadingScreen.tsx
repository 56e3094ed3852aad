import { Loading } from './Loading';

export interface LoadingScreenProps {
  message: string;
}

/** The content-area wait (route guards, lazy screens); `Loading` has the other variants. */
export function LoadingScreen({ message }: LoadingScreenProps) {
  return <Loading variant="default" message={message} />;
}
