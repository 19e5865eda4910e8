import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '../../../../contract/profile';
import { IMAGE_MAX_BYTES } from '../../../../domain/people/profile-rules';
import { isApiError } from '../../../shared/api-client';
import { numberText } from '../../../shared/numbers';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import { PersonAvatar } from '../../../components/person-avatar';
import { isPngOrJpeg } from './edit-profile-rules';

const MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;

/** The avatar in Edit Profile (50px): a PNG or JPEG is saved as soon as it is picked. */
export function AvatarField({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [src, setSrc] = useState(profile.Avatar);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = usePeopleCall(peopleCalls.uploadAvatar, { session: profile.IsSelf });
  const remove = usePeopleCall(peopleCalls.removeAvatar, { session: profile.IsSelf });
  const busy = upload.isPending || remove.isPending;

  const pick = async (file: File) => {
    setRefusal(null);
    if (!(await isPngOrJpeg(file))) return setRefusal(t('avatar.onlyPngJpg'));
    if (file.size > IMAGE_MAX_BYTES) return setRefusal(t('avatar.tooLarge', { size: numberText(MAX_MB) }));
    upload.mutate(
      { id: profile.Id, file },
      {
        onSuccess: (result) => {
          setSrc(result.Avatar);
          void message.success(t('avatar.saved'));
        },
        onError: (error) => {
          // The server's own refusals (type, size) are worth showing as they are; anything else is generic.
          if (isApiError(error, 415) || isApiError(error, 413)) setRefusal(error.message);
          else void message.error(t('avatar.failed'));
        },
      },
    );
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
      <PersonAvatar name={profile.Name} src={src} size={50} labelled />
      <div style={{ minWidth: 0 }}>
        <Space wrap>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void pick(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {src ? t('avatar.change') : t('avatar.upload')}
            </Button>
          </Upload>
          {src && (
            <Button
              icon={<DeleteOutlined />}
              loading={remove.isPending}
              disabled={busy}
              onClick={() =>
                remove.mutate(profile.Id, {
                  onSuccess: () => setSrc(null),
                  onError: () => void message.error(t('avatar.failed')),
                })
              }
            >
              {t('avatar.remove')}
            </Button>
          )}
        </Space>
        <div
          role={refusal ? 'alert' : undefined}
          style={{ marginTop: 4, fontSize: 12, color: refusal ? '#cf1322' : 'rgba(0, 0, 0, 0.55)' }}
        >
          {refusal ?? t('avatar.hint', { size: numberText(MAX_MB) })}
        </div>
      </div>
    </div>
  );
}
