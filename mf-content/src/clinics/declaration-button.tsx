import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { declarationDialogAtom } from '@clinic/state/dialogs';
import { Button } from '@clinic/ui/button';

/** Opens the declaration dialog of the booking remote: sign a declaration with a family doctor. */
export function DeclarationButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const openDeclaration = useSetAtom(declarationDialogAtom);
  return (
    <Button variant={variant} onClick={() => openDeclaration({ isOpen: true })}>
      <FormattedMessage id="content.declaration.sign" />
    </Button>
  );
}
