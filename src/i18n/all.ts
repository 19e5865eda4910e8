import deActionItems from './de/actionItems';
import deAi from './de/ai';
import deApp from './de/app';
import deAudit from './de/audit';
import deAuth from './de/auth';
import deCommon from './de/common';
import deCompany from './de/company';
import deDashboard from './de/dashboard';
import deGoalDetail from './de/goalDetail';
import deGoals from './de/goals';
import deHelp from './de/help';
import deMessages from './de/messages';
import deFiles from './de/files';
import deMail from './de/mail';
import deManual from './de/manual';
import deNotices from './de/notices';
import deNotes from './de/notes';
import deNotifications from './de/notifications';
import deOrganization from './de/organization';
import dePredictions from './de/predictions';
import deProfile from './de/profile';
import deReports from './de/reports';
import deStrategy from './de/strategy';
import deTalent from './de/talent';
import deWriter from './de/writer';
import enActionItems from './en/actionItems';
import enAi from './en/ai';
import enApp from './en/app';
import enAudit from './en/audit';
import enAuth from './en/auth';
import enCommon from './en/common';
import enCompany from './en/company';
import enDashboard from './en/dashboard';
import enGoalDetail from './en/goalDetail';
import enGoals from './en/goals';
import enHelp from './en/help';
import enMessages from './en/messages';
import enFiles from './en/files';
import enMail from './en/mail';
import enManual from './en/manual';
import enNotices from './en/notices';
import enNotes from './en/notes';
import enNotifications from './en/notifications';
import enOrganization from './en/organization';
import enPredictions from './en/predictions';
import enProfile from './en/profile';
import enReports from './en/reports';
import enStrategy from './en/strategy';
import enTalent from './en/talent';
import enWriter from './en/writer';
import type { Language } from '../domain/languages';
import type { Namespace } from './namespaces';

/**
 * Every language's whole catalogue, for the server (mails, files, error texts) and the catalogue's tests. The web
 * never imports this: it loads only the language it shows (src/web/shared/i18n.ts).
 */
export const CATALOGUES: Record<Language, Record<Namespace, object>> = {
  en: {
    common: enCommon,
    auth: enAuth,
    profile: enProfile,
    app: enApp,
    goals: enGoals,
    goalDetail: enGoalDetail,
    dashboard: enDashboard,
    predictions: enPredictions,
    notifications: enNotifications,
    notes: enNotes,
    actionItems: enActionItems,
    organization: enOrganization,
    strategy: enStrategy,
    manual: enManual,
    talent: enTalent,
    reports: enReports,
    ai: enAi,
    company: enCompany,
    audit: enAudit,
    help: enHelp,
    mail: enMail,
    notices: enNotices,
    messages: enMessages,
    files: enFiles,
    writer: enWriter,
  },
  de: {
    common: deCommon,
    auth: deAuth,
    profile: deProfile,
    app: deApp,
    goals: deGoals,
    goalDetail: deGoalDetail,
    dashboard: deDashboard,
    predictions: dePredictions,
    notifications: deNotifications,
    notes: deNotes,
    actionItems: deActionItems,
    organization: deOrganization,
    strategy: deStrategy,
    manual: deManual,
    talent: deTalent,
    reports: deReports,
    ai: deAi,
    company: deCompany,
    audit: deAudit,
    help: deHelp,
    mail: deMail,
    notices: deNotices,
    messages: deMessages,
    files: deFiles,
    writer: deWriter,
  },
};
