// The named icons the editing screens share, drawn with ui/Icon's frame.
// Apart from Icon itself, so the first screen does not carry them.
import { Icon } from './Icon';

/** Two sheets: duplicate. */
export const CopyIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </Icon>
);

/** A bin: delete. */
export const TrashIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </Icon>
);

/** A pencil: edit. */
export const EditIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M16 4l4 4L8.5 19.5H4.5v-4L16 4zM13.5 6.5l4 4" />
  </Icon>
);
