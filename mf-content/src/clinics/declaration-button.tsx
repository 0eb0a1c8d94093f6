import { FormattedMessage } from 'react-intl';
import { DialogLink } from '@clinic/ui/dialog-link';
import { useFormLinks } from '../common/form-links.ts';

/** Opens the declaration dialog of the booking remote: sign a declaration with a family doctor. */
export function DeclarationButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const links = useFormLinks();
  return (
    <DialogLink variant={variant} {...links.declaration()}>
      <FormattedMessage id="content.declaration.sign" />
    </DialogLink>
  );
}
