// "Withdraw an invitation…" from the palette: which of the links still
// working, then the Withdraw button of its row acts, from it (ui/row-command),
// so the focus moves on in the list as after a click.
import type { ReactNode } from 'react';
import type { Invitation } from '../../../domain/api/staff';
import { actFromRowButton } from '../../ui/row-command';
import { useRowChooser } from '../../ui/use-row-chooser';

/** A row button's element id, for the palette's row command. */
export const invitationRevokeId = (invitationId: string) => `invitation-${invitationId}-revoke`;

export interface InvitationRowCommandProps {
  invitations: readonly Invitation[];
  /** What each invitation's row says (uses, until when, who made it): the chooser shows the same. */
  describe: (invitation: Invitation) => string;
  onRevoke: (invitation: Invitation) => void;
}

/** Registers the command; returns the chooser while it is choosing its invitation. */
export function useInvitationRowCommand({ invitations, describe, onRevoke }: InvitationRowCommandProps): ReactNode {
  return useRowChooser<'revoke', Invitation>({
    commands: [
      {
        action: 'revoke',
        id: 'school.revokeInvitation',
        labelKey: 'staff.commands.revokeInvitation',
        keywords: ['withdraw', 'revoke', 'invitation', 'link', 'retrage', 'invitație', 'retirar', 'invitación', 'enlace'],
        titleKey: 'staff.chooser.revokeTitle',
      },
    ],
    rows: () => invitations,
    option: (invitation) => ({ id: invitation.id, label: describe(invitation), detail: '', keywords: [describe(invitation)] }),
    placeholderKey: 'staff.chooser.invitationPlaceholder',
    noMatchKey: 'staff.chooser.noMatch',
    pick: (invitation, _action, close) => actFromRowButton(close, invitationRevokeId(invitation.id), () => onRevoke(invitation)),
  });
}
