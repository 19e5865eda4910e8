import { Button, Divider, Form, Input, Result, Select, Switch, type FormInstance } from 'antd';
import { Drawer } from '../../components/drawer';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useSaveOutcome } from '../../shared/form-save';
import { useTenantLogo, useTenantSquareLogo } from '../../shared/get-tenant-logo';
import { PageSpinner } from '../../components/page-spinner';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { COMPANY_LIMITS } from '../../../domain/people/profile-rules';
import { TIME_ZONES } from '../../../domain/time-zones';
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
  NOTES_SWITCH_HELP,
  TALENT_SWITCH_HELP,
  DEFAULT_LANGUAGE_HELP,
  savePlan,
  urlRules,
  valuesOf,
  type CompanyValues,
  type LogoChanges,
} from './company-rules';
import { LogoField } from './logo-field';
import { DrawerFooter } from '../../components/drawer-footer';
import { useWiderThan } from '../../shared/use-wider-than';

const TIME_ZONE_OPTIONS = TIME_ZONES.map((z) => ({ value: z.name, label: z.label }));

type CompanyDrawerProps = { open: boolean; onClose: () => void };

/**
 * Company Settings: the CEO changes name, web address, time zone and the branding of sign-in screens and header;
 * the CEO and org admins turn private notes and talent appraisals on or off and set the company's own AI model.
 */
export function CompanyDrawer({ open, onClose }: CompanyDrawerProps) {
  const wide = useWiderThan('md');
  const company = useCompany(open);
  if (!open) return null;
  const size = wide ? 520 : '100%';
  if (!company.data) {
    return (
      <Drawer open title="Company Settings" size={size} onClose={onClose}>
        {company.isError ? (
          <Result status="warning" title="The company settings could not be loaded." subTitle={company.error.message} />
        ) : (
          <PageSpinner />
        )}
      </Drawer>
    );
  }
  return <CompanyForm company={company.data} size={size} onClose={onClose} />;
}

function CompanyForm({ company, size, onClose }: { company: Company; size: number | string; onClose: () => void }) {
  const [form] = Form.useForm<CompanyValues>();
  const [initial] = useState(() => valuesOf(company));
  const [logos, setLogos] = useState<LogoChanges>(NO_LOGO_CHANGES);
  const save = useSaveCompany();
  const outcome = useSaveOutcome(form, {
    fieldOf: (field) => formFieldOf(field, initial),
    saved: 'Company settings saved.',
    notSaved: 'The company settings were not saved',
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
      title="Company Settings"
      size={size}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            Save
          </Button>
        </DrawerFooter>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} disabled={save.isPending} requiredMark>
        {company.CanEdit && <InfoAndBranding company={company} logos={logos} setLogos={setLogos} form={form} />}
        {company.CanEditSettings && (
          <>
            <Divider titlePlacement="start" style={company.CanEdit ? undefined : { marginTop: 0 }}>
              Features
            </Divider>
            <Form.Item name="EmployeeNotesEnabled" label="Private notes" valuePropName="checked" extra={NOTES_SWITCH_HELP}>
              <Switch />
            </Form.Item>
            <Form.Item name="TalentEnabled" label="Talent appraisals" valuePropName="checked" extra={TALENT_SWITCH_HELP}>
              <Switch />
            </Form.Item>
            <Form.Item name="DefaultLanguage" label="Default language" extra={DEFAULT_LANGUAGE_HELP}>
              <Select
                style={{ maxWidth: 240 }}
                options={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> }))}
              />
            </Form.Item>
            {company.Ai && <CompanyAiFields ai={company.Ai} form={form} />}
          </>
        )}
      </Form>
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
  const initial = valuesOf(company);
  const storedLogo = useTenantLogo(company.HasLogo).data?.data ?? null;
  const storedSquare = useTenantSquareLogo(company.HasSquareLogo).data?.data ?? null;
  const colour = Form.useWatch('PrimaryColor', form) ?? initial.PrimaryColor;
  const lightText = Form.useWatch('UseLightTextOnPrimary', form) ?? initial.UseLightTextOnPrimary;
  const name = Form.useWatch('Name', form) ?? initial.Name;
  return (
    <>
      <Divider titlePlacement="start" style={{ marginTop: 0 }}>
        Company info
      </Divider>
      <Form.Item name="Name" label="Name" rules={nameRules}>
        <Input maxLength={COMPANY_LIMITS.Name} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="Url" label="Website" rules={urlRules}>
        <Input maxLength={COMPANY_LIMITS.Url} placeholder="https://www.example.com" inputMode="url" autoComplete="url" />
      </Form.Item>
      <Form.Item name="TimeZone" label="Time zone" extra="Quarters and weekly updates follow this time zone.">
        <Select options={TIME_ZONE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} aria-label="Time zone" />
      </Form.Item>

      <Divider titlePlacement="start">Branding</Divider>
      <LogoField
        label="Logo"
        hint="PNG or JPG, up to 5 MB. Shown on the sign-in screens and in the header."
        stored={storedLogo}
        change={logos.logo}
        wide
        onChange={(change) => setLogos((prev) => ({ ...prev, logo: change }))}
      />
      <LogoField
        label="Square logo"
        hint="PNG or JPG, up to 5 MB. Shown in the header on phones."
        stored={storedSquare}
        change={logos.squarelogo}
        onChange={(change) => setLogos((prev) => ({ ...prev, squarelogo: change }))}
      />
      <Form.Item name="PrimaryColor" label="Primary colour" extra="Buttons and accents of the sign-in screens, and the header.">
        <ColourField />
      </Form.Item>
      <Form.Item name="UseLightTextOnPrimary" label="Light text on the primary colour" valuePropName="checked">
        <Switch />
      </Form.Item>
      <BrandPreview colour={colour} lightText={lightText} name={name.trim() || company.Name} />
    </>
  );
}
