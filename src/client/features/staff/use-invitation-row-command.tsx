// "Withdraw an invitation…" from the palette: which of the links still
// working, then the Withdraw button of its row acts, from it (ui/row-command),
// so the focus moves on in the list as after a click.
import { type ReactNode, useState } from 'react';
import type { Invitation } from '../../../domain/api/staff';
import { useRegisterCommands } from '../../core/commands';
import { useT } from '../../core/i18n';
import { actFromRowButton, loadRecordChooser } from '../../ui/row-command';
import { useLazyModule } from '../../ui/use-lazy-module';

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
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const chooser = useLazyModule(loadRecordChooser, choosing);
  useRegisterCommands([
    {
      id: 'school.revokeInvitation',
      labelKey: 'staff.commands.revokeInvitation',
      keywords: ['withdraw', 'revoke', 'invitation', 'link', 'retrage', 'invitație', 'retirar', 'invitación', 'enlace'],
      group: 'actions',
      when: () => invitations.length > 0,
      run: () => setChoosing(true),
    },
  ]);

  if (!choosing || !chooser) return null;
  const actOn = (id: string) => {
    const invitation = invitations.find((candidate) => candidate.id === id)!;
    actFromRowButton(
      () => setChoosing(false),
      invitationRevokeId(invitation.id),
      () => onRevoke(invitation),
    );
  };
  return (
    <chooser.RecordChooser
      title={t('staff.chooser.revokeTitle')}
      placeholder={t('staff.chooser.invitationPlaceholder')}
      noMatch={t('staff.chooser.noMatch')}
      options={invitations.map((invitation) => ({
        id: invitation.id,
        label: describe(invitation),
        detail: '',
        keywords: [describe(invitation)],
      }))}
      onPick={actOn}
      onClose={() => setChoosing(false)}
    />
  );
}
