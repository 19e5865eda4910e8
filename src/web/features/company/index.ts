// The company feature's face: what other features (the organization and strategy pages) may use of it.
export { CompanySettingsButton } from './company-settings-button';
