import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

function ClearIcon() {
  const { t } = useTranslation('common');
  return <CloseCircleFilled aria-label={t('iconControls.clear')} />;
}

/**
 * A text field's `allowClear` with its clear button named from the catalogue: antd's button shows only an icon, and
 * icons are silent (src/web/app/decorative-icons.ts), so it would be a button without a name.
 */
export const CLEARABLE = { clearIcon: <ClearIcon /> };
