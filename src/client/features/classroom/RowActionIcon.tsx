export interface RowActionIconProps {
  kind: 'edit' | 'delete';
}

/** The pencil and the bin that stand for a row's Edit and Delete on narrow screens (the button keeps its name). */
export function RowActionIcon({ kind }: RowActionIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-4 w-4 sm:hidden"
    >
      {kind === 'edit' ? (
        <path d="M13.5 3.5l3 3L7 16H4v-3l9.5-9.5zM11.5 5.5l3 3" />
      ) : (
        <path d="M3.5 5.5h13M8 5.5V3.5h4v2M5.5 5.5l.8 11h7.4l.8-11M8.5 8.5v5M11.5 8.5v5" />
      )}
    </svg>
  );
}
