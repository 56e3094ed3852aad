import { MatchItems } from './MatchItems';
import { MatchPairs } from './MatchPairs';

/** SPEC 3 matching: left elements, right values and the correct pairs with their points. */
export function MatchesFields({ path }: { path: string }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <MatchItems path={path} side="left" />
        <MatchItems path={path} side="right" />
      </div>
      <MatchPairs path={path} />
    </div>
  );
}
