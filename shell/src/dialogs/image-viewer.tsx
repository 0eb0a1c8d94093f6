import { useIntl } from 'react-intl';
import { Dialog } from '@clinic/ui/dialog';
import { DIALOG_WIDTH } from '@clinic/contracts/constants';

export default function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onClose={onClose}
      width={DIALOG_WIDTH}
      className="image-viewer"
      title={<span className="visually-hidden">{alt || intl.formatMessage({ id: 'image.viewer' })}</span>}
    >
      <img src={src} alt={alt} style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }} />
    </Dialog>
  );
}
