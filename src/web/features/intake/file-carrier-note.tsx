import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { otherInsurer, insurerInFields } from '../../../shared/claim-insurer';
import { useContent } from '../../api/content';
import { readUploadView } from '../../api/uploads';

const POLL_MS = 1500;

/**
 * Under a sent file: when its analysis names another carrier than the configured one, it says which,
 * so a State Farm report is never silently taken for a Progressive one (the claim follows the
 * documents). Nothing is shown while the file is read, or when it names no carrier or the configured one.
 */
export function FileCarrierNote({ uploadId }: { uploadId: string | undefined }) {
  const { t } = useTranslation();
  const { insurerName } = useContent();
  const upload = useQuery({
    queryKey: ['upload-view', uploadId],
    enabled: Boolean(uploadId),
    queryFn: () => readUploadView(uploadId ?? ''),
    // Asked again while the server still reads the file; a finished reading never changes.
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : POLL_MS),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const carrier = otherInsurer(insurerInFields(upload.data?.analysis?.fields), insurerName);
  if (!carrier) return null;
  return (
    <p className="basis-full text-xs text-amber-800" data-testid="other-carrier-note">
      {t('upload.otherCarrier', { carrier, configured: insurerName })}
    </p>
  );
}
