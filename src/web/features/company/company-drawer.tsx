import { Button, Divider, Form, Input, Result, Select, Switch, type FormInstance } from 'antd';
import { Drawer } from '../../components/drawer';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveOutcome } from '../../shared/form-save';
import { timeZoneOptions } from '../../shared/time-zone-labels';
import { useTenantLogo, useTenantSquareLogo } from '../../shared/get-tenant-logo';
import { PageSpinner } from '../../components/page-spinner';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { COMPANY_LIMITS } from '../../../domain/people/profile-rules';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../domain/languages';
import type { Company } from '../../../contract/company';
import { useCompany } from './api/get-company';
import { useSaveCompany } from './api/save-company';
import { BrandPreview } from './brand-preview';
import { ColourField } from './colour-field';
import { CompanyAiFields } from './company-ai-fields';
import {
  formFieldOf,
  hasChanges,
  nameRules,
  NO_LOGO_CHANGES,
  savePlan,
  urlRules,
  valuesOf,
  type CompanyValues,
  type LogoChanges,
} from './company-rules';
import { LogoField } from './logo-field';
import { SsoSection } from './sso-section';
import { RhythmSection } from './rhythm-section';
import { ScimTokens } from './scim-tokens';
import { ChatSection } from './chat-section';
import { DrawerFooter } from '../../components/drawer-footer';
import { useWiderThan } from '../../shared/use-wider-than';

type CompanyDrawerProps = { open: boolean; onClose: () => void };

/**
 * Company Settings: the CEO changes name, web address, time zone and the branding of sign-in screens and header;
 * the CEO and org admins turn private notes and talent appraisals on or off and set the company's own AI model.
 */
export function CompanyDrawer({ open, onClose }: CompanyDrawerProps) {
  const { t } = useTranslation('company');
  const wide = useWiderThan('md');
  const company = useCompany(open);
  if (!open) return null;
  const size = wide ? 520 : '100%';
  if (!company.data) {
    return (
      <Drawer open title={t('drawer.title')} size={size} onClose={onClose}>
        {company.isError ? <Result status="warning" title={t('drawer.notLoaded')} subTitle={company.error.message} /> : <PageSpinner />}
      </Drawer>
    );
  }
  return <CompanyForm company={company.data} size={size} onClose={onClose} />;
}

function CompanyForm({ company, size, onClose }: { company: Company; size: number | string; onClose: () => void }) {
  const { t } = useTranslation('company');
  const [form] = Form.useForm<CompanyValues>();
  const [initial] = useState(() => valuesOf(company));
  const [logos, setLogos] = useState<LogoChanges>(NO_LOGO_CHANGES);
  const save = useSaveCompany();
  const outcome = useSaveOutcome(form, {
    fieldOf: (field) => formFieldOf(field, initial),
    saved: t('drawer.saved'),
    notSaved: t('drawer.notSaved'),
    onSaved: onClose,
  });
  const { requestClose, guard } = useUnsavedChangesGuard(
    () => hasChanges(initial, { ...initial, ...form.getFieldsValue() }, logos),
    onClose,
  );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const steps = savePlan(initial, { ...initial, ...values }, logos);
    if (steps.length === 0) return onClose();
    save.mutate(steps, outcome);
  };

  return (
    <Drawer
      open
      title={t('drawer.title')}
      size={size}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('drawer.save')}
          </Button>
        </DrawerFooter>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} disabled={save.isPending} requiredMark>
        {company.CanEdit && <InfoAndBranding company={company} logos={logos} setLogos={setLogos} form={form} />}
        {company.CanEditSettings && (
          <>
            <Divider titlePlacement="start" style={company.CanEdit ? undefined : { marginTop: 0 }}>
              {t('features.heading')}
            </Divider>
            <Form.Item name="EmployeeNotesEnabled" label={t('features.notes')} valuePropName="checked" extra={t('features.notesHelp')}>
              <Switch />
            </Form.Item>
            <Form.Item name="TalentEnabled" label={t('features.talent')} valuePropName="checked" extra={t('features.talentHelp')}>
              <Switch />
            </Form.Item>
            <Form.Item name="DefaultLanguage" label={t('features.defaultLanguage')} extra={t('features.defaultLanguageHelp')}>
              <Select
                style={{ maxWidth: 240 }}
                options={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> }))}
              />
            </Form.Item>
            {company.Ai && <CompanyAiFields ai={company.Ai} form={form} />}
          </>
        )}
      </Form>
      {/* Its own form and save, as the next. */}
      {company.CanEditSettings && <RhythmSection />}
      {/* Its own save per service: where the follow-up's summary and what goals announce are posted. */}
      {company.CanEditSettings && <ChatSection />}
      {/* Its own form: saving asks the identity provider. */}
      {company.CanEditSettings && <SsoSection />}
      {/* Outside the form: its tokens are made and revoked at once, not with Save. */}
      {company.CanEditSettings && <ScimTokens />}
      {guard}
    </Drawer>
  );
}

type InfoAndBrandingProps = {
  company: Company;
  logos: LogoChanges;
  setLogos: Dispatch<SetStateAction<LogoChanges>>;
  form: FormInstance<CompanyValues>;
};

/** The CEO's part: company info and branding, with a preview of the sign-in screen. */
function InfoAndBranding({ company, logos, setLogos, form }: InfoAndBrandingProps) {
  const { t, i18n } = useTranslation('company');
  const zones = useMemo(() => timeZoneOptions(i18n.language), [i18n.language]);
  const initial = valuesOf(company);
  const storedLogo = useTenantLogo(company.HasLogo).data?.data ?? null;
  const storedSquare = useTenantSquareLogo(company.HasSquareLogo).data?.data ?? null;
  const colour = Form.useWatch('PrimaryColor', form) ?? initial.PrimaryColor;
  const lightText = Form.useWatch('UseLightTextOnPrimary', form) ?? initial.UseLightTextOnPrimary;
  const name = Form.useWatch('Name', form) ?? initial.Name;
  return (
    <>
      <Divider titlePlacement="start" style={{ marginTop: 0 }}>
        {t('info.heading')}
      </Divider>
      <Form.Item name="Name" label={t('info.name')} rules={nameRules()}>
        <Input maxLength={COMPANY_LIMITS.Name} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="Url" label={t('info.website')} rules={urlRules()}>
        <Input maxLength={COMPANY_LIMITS.Url} placeholder="https://www.example.com" inputMode="url" autoComplete="url" />
      </Form.Item>
      <Form.Item name="TimeZone" label={t('info.timeZone')} extra={t('info.timeZoneHelp')}>
        <Select options={zones} showSearch={{ optionFilterProp: 'label' }} aria-label={t('info.timeZone')} />
      </Form.Item>

      <Divider titlePlacement="start">{t('branding.heading')}</Divider>
      <LogoField
        kind="logo"
        stored={storedLogo}
        change={logos.logo}
        wide
        onChange={(change) => setLogos((prev) => ({ ...prev, logo: change }))}
      />
      <LogoField
        kind="squarelogo"
        stored={storedSquare}
        change={logos.squarelogo}
        onChange={(change) => setLogos((prev) => ({ ...prev, squarelogo: change }))}
      />
      <Form.Item name="PrimaryColor" label={t('branding.primaryColour')} extra={t('branding.primaryColourHelp')}>
        <ColourField />
      </Form.Item>
      <Form.Item name="UseLightTextOnPrimary" label={t('branding.lightText')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <BrandPreview colour={colour} lightText={lightText} name={name.trim() || company.Name} />
    </>
  );
}
