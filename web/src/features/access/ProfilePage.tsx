import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Key20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { accent } from '../../app/theme.ts';
import { ChangePasswordDocument, UploadProfilePhotoDocument } from '../../generated/graphql.ts';
import { ChangePasswordDialog, type PasswordChange } from '../../kit/ChangePasswordDialog.tsx';
import { ImageUploader } from '../../kit/ImageUploader.tsx';
import { ReadOnlyField } from '../../kit/ReadOnlyField.tsx';
import { useGraphQLUpload } from '../../kit/upload.ts';
import { useAppMutation, type FieldErrors } from '../../kit/useAppMutation.ts';
import { useSessionService, useViewer } from './SessionContext.tsx';

const DEFAULT_PHOTO = '/default-user.svg';
const PASSWORD_FIELDS = ['oldPassword', 'newPassword'] as const;

const useStyles = makeStyles({
  page: {
    maxWidth: '880px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
  banner: {
    height: '140px',
    background: `linear-gradient(120deg, ${accent.blue} 0%, ${accent.blueBright} 60%, ${tokens.colorBrandBackground} 100%)`,
  },
  identity: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    padding: `0 ${tokens.spacingHorizontalXXL}`,
  },
  // Only the photo overlaps the banner; the name sits below it.
  photo: {
    width: '112px',
    height: '112px',
    marginTop: '-56px',
    borderRadius: tokens.borderRadiusCircular,
    objectFit: 'cover',
    border: `4px solid ${tokens.colorNeutralBackground1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: tokens.shadow4,
  },
  names: { flex: 1, minWidth: '200px', display: 'flex', flexDirection: 'column', paddingTop: tokens.spacingVerticalM },
  role: { color: accent.blue, fontWeight: tokens.fontWeightSemibold },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    padding: tokens.spacingHorizontalXXL,
  },
  upload: { padding: `0 ${tokens.spacingHorizontalXXL} ${tokens.spacingHorizontalXXL}`, maxWidth: '480px' },
});

export default function ProfilePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  useDocumentTitle(t('profile.title'));
  const viewer = useViewer();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const session = useSessionService();
  // The photo that failed to load, if one did: the default image shows instead (seed 002, "Profile").
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  const photo = viewer.imageUrl && viewer.imageUrl !== brokenPhoto ? viewer.imageUrl : DEFAULT_PHOTO;
  const uploadPhoto = useGraphQLUpload(UploadProfilePhotoDocument);
  const changePassword = useAppMutation(ChangePasswordDocument, {
    result: (data) => data.changePassword,
    fields: PASSWORD_FIELDS,
  });
  const fullName = `${viewer.firstName} ${viewer.lastName}`;

  const submitPassword = async (change: PasswordChange): Promise<FieldErrors | null> => {
    const outcome = await changePassword.run(change);
    return outcome.ok ? null : outcome.fieldErrors;
  };

  const readOnly = (label: string, value: string | number | null | undefined, testId: string) => <ReadOnlyField label={label} value={value} testId={testId} />;

  return (
    <section className={styles.page}>
      <div className={styles.banner} />
      <div className={styles.identity}>
        <img
          className={styles.photo}
          src={photo}
          alt={t('profile.photo', { name: fullName })}
          onError={() => setBrokenPhoto(viewer.imageUrl ?? null)}
        />
        <div className={styles.names}>
          <Title2 as="h1">{fullName}</Title2>
          <Body1 className={styles.role} data-testid="profile-role">
            {viewer.roleName ?? viewer.userTypeName ?? t('profile.noRole')}
          </Body1>
        </div>
        <Button appearance="primary" icon={<Key20Regular />} onClick={() => setPasswordOpen(true)}>
          {t('profile.changePassword')}
        </Button>
      </div>
      <div className={styles.fields}>
        {readOnly(t('profile.firstName'), viewer.firstName, 'profile-first-name')}
        {readOnly(t('profile.lastName'), viewer.lastName, 'profile-last-name')}
        {readOnly(t('profile.phone'), viewer.phoneNumber, 'profile-phone')}
        {readOnly(t('profile.workingDays'), viewer.workingDays, 'profile-working-days')}
        {readOnly(t('profile.email'), viewer.email, 'profile-email')}
      </div>
      <div className={styles.upload}>
        <ImageUploader
          label={t('profile.newPhoto')}
          testId="profile-photo-upload"
          onUpload={async ([file], onProgress) => {
            const outcome = await uploadPhoto({ file }, onProgress);
            if (outcome.ok) session.store.viewerChanged({ imageUrl: outcome.data.uploadProfilePhoto });
            return outcome;
          }}
        />
      </div>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} askOldPassword onSubmit={submitPassword} />
    </section>
  );
}
